import { readFile } from "node:fs/promises";
import { test, type Page } from "@playwright/test";
import { pdfText } from "../../support/pdf-text";
import { toJapanese } from "../support/japanese";
import { signInSpec } from "../support/sign-in";

// The demo creator's weekly report from the suite dashboard: pick a week, download its PDF (read
// back for the figures the dashboard shows), in English and Japanese; the weekly e-mail choice.

const { expect, signIn } = signInSpec({ timeout: 240_000, expectTimeout: 30_000 });

async function downloadReport(page: Page, weekIndex: number) {
  const card = page.getByTestId("weekly-report");
  const select = card.getByRole("combobox");
  const value = await select.locator("option").nth(weekIndex).getAttribute("value");
  await select.selectOption(value!);
  const [download] = await Promise.all([page.waitForEvent("download"), card.getByTestId("report-download").getByRole("button").click()]);
  const text = (await pdfText(await readFile((await download.path())!))).replace(/\s+/g, " ");
  return { name: download.suggestedFilename(), text, week: value! };
}

test("the demo creator downloads a week's report from the dashboard in English and Japanese, and asks for it by e-mail", async ({ page }) => {
  await page.goto("/premium-suite");
  await signIn(page);
  await page.reload();
  const card = page.getByTestId("weekly-report");
  await expect(card.getByRole("heading", { name: "Weekly report" })).toBeVisible();
  await expect(card.getByRole("combobox").locator("option")).not.toHaveCount(0);
  const share = (await page.getByTestId("bot-share").textContent())!.replace(/\s+/g, " ").trim();
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screens/deep-thought-weekly-report.png", fullPage: true });

  const en = await downloadReport(page, 1);
  expect(en.name).toBe(`murmur-murmur_creator-week-${en.week}.pdf`);
  expect(en.text).toContain("Weekly report: @murmur_creator");
  expect(en.text).toContain("Followers at the end of the week");
  expect(en.text).toContain("Top posts of the week");
  expect(en.text).toContain("Best times to post");
  // The audience quality the dashboard shows.
  expect(en.text).toContain(`Likely bots and spam accounts ${share}`);

  // "E-mail me the weekly report": saved, kept after a reload, then turned off again.
  const email = card.getByTestId("report-email");
  const box = email.getByRole("checkbox", { name: "E-mail me the weekly report" });
  await expect(box).not.toBeChecked();
  await box.click();
  await email.getByRole("button", { name: "Save" }).click();
  await expect(email.getByRole("status")).toHaveText("Saved.");
  await page.reload();
  await expect(page.getByTestId("report-email").getByRole("checkbox")).toBeChecked();
  await page.getByTestId("report-email").getByRole("checkbox").click();
  await page.getByTestId("report-email").getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("report-email").getByRole("status")).toBeVisible();

  await toJapanese(page);
  await expect(page.getByTestId("weekly-report").getByRole("heading", { name: "週次レポート" })).toBeVisible();
  await expect(page.getByTestId("report-email").getByRole("checkbox")).not.toBeChecked();
  const ja = await downloadReport(page, 0);
  expect(ja.text).toContain("週次レポート: @murmur_creator");
  expect(ja.text).toContain("週末のフォロワー数");
  expect(ja.text).toContain("オーディエンスの質");
  await page.getByTestId("weekly-report").scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screens/deep-thought-weekly-report-ja.png", fullPage: true });
});
