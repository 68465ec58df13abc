import { expect, type Page } from "@playwright/test";

/** Switches the interface to Japanese the way a user does, with the header's language picker. */
export async function toJapanese(page: Page) {
  await page.getByRole("combobox", { name: "Language" }).selectOption("ja");
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
}
