import { test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { toJapanese } from "../support/japanese";
import { signInSpec, signInToolkit } from "../support/sign-in";
import { pdfText } from "../../support/pdf-text";

// A planner plans a small campaign in yen: the summary shows the Japanese agreement terms with the
// 100,000 yen minimum fee, in English and in Japanese, and in the plan's PDF; a flight past two
// months is flagged.

const { expect, smtp } = signInSpec({ timeout: 120_000 });

test("a JPY plan under 1,000,000 yen shows the 100,000 yen minimum fee, in English and Japanese", async ({ page }) => {
  await page.goto("/campaign-planner");
  // The planner is for signed-in e-mails on the CampaignPlanner allow-list (the demo's domain by default).
  await signInToolkit(page, smtp());
  await expect(page.getByRole("heading", { name: "Plan a campaign" })).toBeVisible({ timeout: 60_000 });
  await page.getByLabel("Currency").selectOption("YEN");
  const first = page.getByRole("group", { name: "Segment 1" });
  await first.getByLabel("Name").fill("Osaka runners");
  await first.getByLabel("Audience size").selectOption("300000");
  await first.getByLabel("Budget", { exact: true }).fill("300000");
  await first.getByLabel("Start date").fill("2027-01-10");
  await first.getByLabel("End date").fill("2027-02-09");

  const summary = page.getByTestId("plan-summary");
  await expect(summary.getByTestId("plan-net")).toHaveText("Net ad spend: ¥300,000");
  await expect(summary.getByTestId("plan-fee")).toHaveText("Fee: ¥100,000 (the minimum fee, as net ad spend is under 1,000,000 yen)");
  await expect(summary.getByTestId("plan-total")).toHaveText("Total with fee: ¥400,000");
  await expect(summary).toContainText("Use is limited to 2 months from the campaign's start (until 2027-03-10).");
  await expect(summary).toContainText("No cancellation after applying.");
  await expect(summary.getByRole("row", { name: /Osaka runners/ })).toContainText("300,000");

  // The plan's summary PDF carries the same terms.
  const download = page.waitForEvent("download");
  await summary.getByRole("button", { name: "Download PDF" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("murmur-campaign-plan.pdf");
  const text = (await pdfText(readFileSync((await file.path())!))).replace(/\s+/g, " ");
  expect(text).toContain("Fee: ¥100,000 (the minimum fee, as net ad spend is under 1,000,000 yen)");
  expect(text).toContain("Osaka runners");

  await page.getByRole("button", { name: "Add a segment" }).click();
  const second = page.getByRole("group", { name: "Segment 2" });
  await second.getByLabel("Budget", { exact: true }).fill("12.55");
  await expect(second.getByText("Budget must be a number with at most one decimal place.")).toBeVisible();
  await second.getByLabel("Budget", { exact: true }).fill("900000");
  await second.getByLabel("Start date").fill("2027-01-10");
  await second.getByLabel("End date").fill("2027-04-01");
  await expect(summary.getByTestId("plan-fee")).toHaveText("Fee (10% of net ad spend): ¥120,000");
  await expect(summary.getByRole("alert")).toHaveText("A segment runs past 2 months from the campaign's start.");
  await page.screenshot({ path: "test-results/screens/campaign-planner-yen.png", fullPage: true });

  await page.getByRole("button", { name: "Remove this segment" }).last().click();
  await toJapanese(page);
  await page.getByLabel("通貨").selectOption("YEN");
  const segment = page.getByRole("group", { name: "セグメント 1" });
  await segment.getByLabel("予算", { exact: true }).fill("300000");
  await expect(page.getByTestId("plan-fee")).toHaveText("手数料：￥100,000（純広告費が100万円未満のため最低手数料）");
  await page.screenshot({ path: "test-results/screens/campaign-planner-ja.png", fullPage: true });
});
