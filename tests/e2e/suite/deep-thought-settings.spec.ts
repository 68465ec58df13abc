import { test, type Page } from "@playwright/test";
import { toJapanese } from "../support/japanese";
import { signInSpec } from "../support/sign-in";

// The demo creator's account settings and the names the dashboard gives stored codes: the time
// zone set on Accounts moves best time to post; countries, languages and inferred values read in
// the screen's language.

const { expect, signIn } = signInSpec({ timeout: 240_000, expectTimeout: 30_000 });

async function openSignedIn(page: Page, path: string) {
  await page.goto(path);
  await signIn(page);
  await page.reload();
}

// Best time reads 90 days of posts and engagements: slow on a busy machine.
const SLOW = { timeout: 120_000 };

/** The hour of the best slot ("Mon 21:00 (…" or "月曜 21時 (…"). */
async function bestHour(page: Page): Promise<number> {
  const first = page.getByTestId("best-slots").locator("li").first();
  await expect(first).toContainText(/\d+(:00|時)/, SLOW);
  return Number((await first.textContent())!.match(/(\d+)(:00|時)/)![1]);
}

async function setZone(page: Page, zone: string, save = "Save time zone") {
  const form = page.getByTestId("time-zone-settings");
  await form.getByLabel(/Time zone|タイムゾーン/).fill(zone);
  await form.getByRole("button", { name: save }).click();
}

test("setting the account's time zone on Accounts moves the best-time heat map, in English and Japanese", async ({ page }) => {
  // The demo creator posts from Tokyo (seeded; set again here so a run stopped half-way leaves no trace).
  await openSignedIn(page, "/premium-suite/accounts");
  await setZone(page, "Asia/Tokyo");
  await expect(page.getByTestId("time-zone-settings").getByRole("status")).toHaveText(/Time zone set to Asia\/Tokyo\./);
  await page.goto("/premium-suite/posts?tab=best-time");
  await expect(page.getByTestId("best-time-base")).toContainText("in Asia/Tokyo time", SLOW);
  const tokyo = await bestHour(page);
  const tokyoCells = await page.locator("td[data-scored=true]").evaluateAll((cells) => cells.map((c) => c.getAttribute("data-cell")));

  await page.getByRole("link", { name: "Change time zone" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Accounts" })).toBeVisible();
  const form = page.getByTestId("time-zone-settings");
  await expect(form.getByRole("heading")).toHaveText("Time zone of @murmur_creator");
  await expect(form.getByLabel(/Time zone|タイムゾーン/)).toHaveValue("Asia/Tokyo");
  await setZone(page, "Mars/Olympus");
  await expect(form.getByText("Enter an IANA time zone such as Asia/Tokyo or UTC.")).toBeVisible();
  await setZone(page, "UTC");
  await expect(form.getByRole("status")).toHaveText(/Time zone set to UTC\./);
  await page.screenshot({ path: "test-results/screens/deep-thought-time-zone.png", fullPage: true });

  await form.getByRole("link", { name: "See best time to post" }).click();
  await expect(page.getByTestId("best-time-base")).toContainText("in UTC time", SLOW);
  // Tokyo is nine hours ahead of UTC all year: every scored cell moved back nine hours.
  expect(await bestHour(page)).toBe((tokyo + 15) % 24);
  const utcCells = await page.locator("td[data-scored=true]").evaluateAll((cells) => cells.map((c) => c.getAttribute("data-cell")));
  expect(utcCells).not.toEqual(tokyoCells);
  expect(utcCells.length).toBe(tokyoCells.length);
  await page.screenshot({ path: "test-results/screens/deep-thought-best-time-utc.png", fullPage: true });

  await toJapanese(page);
  await page.goto("/premium-suite/accounts");
  await expect(page.getByTestId("time-zone-settings").getByRole("heading")).toHaveText("@murmur_creatorのタイムゾーン");
  await setZone(page, "Asia/Tokyo", "タイムゾーンを保存");
  await expect(page.getByTestId("time-zone-settings").getByRole("status")).toContainText("タイムゾーンをAsia/Tokyoに設定しました。");
  await page.goto("/premium-suite/posts?tab=best-time");
  expect(await bestHour(page)).toBe(tokyo);
});

test("the dashboard names countries and inferred values in the screen's language", async ({ page }) => {
  await openSignedIn(page, "/premium-suite");
  const countries = page.getByTestId("top-countries");
  await expect(countries).toContainText("Japan");
  await expect(countries).toContainText("United Kingdom");
  const who = page.getByTestId("enrichments");
  await expect(who.locator("[data-field=gender]")).toContainText(/Female|Male/);
  await toJapanese(page);
  await expect(countries).toContainText("日本");
  await expect(countries).toContainText("イギリス");
  await expect(countries).not.toContainText("United Kingdom");
  await expect(who.locator("[data-field=gender]")).toContainText(/女性|男性/);
  await expect(who.locator("[data-field=gender]")).not.toContainText(/female|male/i);
  await page.screenshot({ path: "test-results/screens/deep-thought-dashboard-names-ja.png", fullPage: true });

  await page.goto("/premium-suite/xstats/Japan");
  await expect(page.getByTestId("xstats-languages")).toContainText("日本語");
  await expect(page.getByRole("combobox", { name: "国" })).toContainText("日本");
});
