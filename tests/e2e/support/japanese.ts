import { expect, type Page } from "@playwright/test";

/** lib/domain/locale.ts LOCALE_COOKIE. */
const LOCALE_COOKIE = "murmur-locale";

/**
 * Shows the interface in Japanese through the language cookie only (as the language picker sets
 * it), leaving the signed-in user's saved language alone so other specs still see English.
 */
export async function toJapanese(page: Page) {
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: "ja", url: new URL(page.url()).origin }]);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
}
