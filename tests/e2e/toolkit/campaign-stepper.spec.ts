import { test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { e2eAuthPorts } from "../support/auth-ports";
import { toJapanese } from "../support/japanese";
import { signInSpec } from "../support/sign-in";

// A planner creates a campaign from the demo team's saved package through the toolkit's stepper
// (a bad budget refused on its field, the calculator's live estimate), then pauses it on the
// dashboard; and in Japanese starts from a description that fills the steps.

const { expect, signIn } = signInSpec({ timeout: 240_000, expectTimeout: 30_000 });

async function openStepper(page: Page, path: string) {
  await page.goto("/");
  await signIn(page);
  await page.goto(path);
  await expect(page.getByTestId("campaign-stepper")).toBeVisible();
  // The demo user is in two teams: the demo team "local" holds the saved packages.
  await page.getByTestId("stepper-team").selectOption("local");
}

test("a campaign made from a saved package through the stepper is paused on the dashboard", async ({ page }) => {
  await openStepper(page, "/campaigns/create");
  await expect(page.getByRole("heading", { level: 1, name: "Create a campaign" })).toBeVisible();
  const next = page.getByTestId("stepper-next");

  await next.click();
  await expect(page.locator("[data-slot=stepper-error]")).toContainText("Fill in this step to continue.");
  await page.getByRole("radio", { name: /Coffee lovers in Japan/ }).check();
  await next.click();

  await page.getByLabel("Objective").selectOption("WEBSITE_CLICKS");
  await page.getByLabel(/^Budget \(USD\)/).fill("12.55");
  await next.click();
  await expect(page.getByText("Budget must be a number with at most one decimal place.")).toBeVisible();
  await page.getByLabel(/^Budget \(USD\)/).fill("500");
  // 500 USD at 1.90 USD per 1,000 accounts reached: 263,157 accounts of the package's 420,000, seen 1.9 / 1.54 times each.
  const estimate = page.getByTestId("campaign-estimate");
  await expect(estimate.getByTestId("estimate-reach")).toHaveText("Reach: about 263,157 accounts");
  await expect(estimate.getByTestId("estimate-impressions")).toHaveText("Impressions: about 324,674");
  await page.getByLabel(/^Budget \(USD\)/).fill("1500");
  await expect(estimate.getByTestId("estimate-limited")).toHaveText("Limited by the package's size (420,000 accounts).");
  await page.screenshot({ path: "test-results/screens/campaign-stepper-budget.png", fullPage: true });
  await next.click();

  await page.getByLabel("Campaign name").fill("Stepper cold brew");
  await page.getByLabel("Ad text").fill("Cold brew, on your desk by nine.");
  await next.click();

  const review = page.getByTestId("campaign-review");
  await expect(review).toContainText("Coffee lovers in Japan (420,000)");
  await expect(review).toContainText("1500 USD (for the whole flight)");
  await page.screenshot({ path: "test-results/screens/campaign-stepper-review.png", fullPage: true });
  await page.getByRole("button", { name: "Create campaign" }).click();
  const created = page.getByTestId("campaign-created");
  await expect(created.getByRole("heading")).toHaveText("Campaign “Stepper cold brew” created");
  await expect(created).toContainText("Active, 1,500 USD, on ad account 18ce54demo01.");

  // The same campaign on the dashboard (its own host, its own sign-in), paused there.
  await page.goto(`http://localhost:${e2eAuthPorts().app}/login`);
  await signIn(page);
  await page.goto(`http://localhost:${e2eAuthPorts().app}/local/campaigns`);
  const row = page.getByRole("row", { name: /Stepper cold brew/ });
  await expect(row.getByTestId("campaign-status")).toHaveText("Active");
  await row.getByRole("button", { name: "Pause" }).click();
  await expect(row.getByTestId("campaign-status")).toHaveText("Paused");
  await page.screenshot({ path: "test-results/screens/campaign-stepper-paused.png", fullPage: true });
});

test("in Japanese, a description fills the steps and the campaign is created", async ({ page }) => {
  await openStepper(page, "/campaigns/new");
  await toJapanese(page);
  await expect(page.getByTestId("stepper-team")).toHaveValue("local");
  await page.getByRole("button", { name: "手順に入力する" }).click();
  await expect(page.getByText("先にキャンペーンを説明してください。")).toBeVisible();
  await page.getByLabel("キャンペーンの説明").fill("冬のコールドブリュー。日本のコーヒー好きにサイトへの流入を増やしたい。#カフェ 予算は1日5万円、2027年1月10日から2月9日まで。");
  await page.getByRole("button", { name: "手順に入力する" }).click();

  await expect(page.getByRole("radio", { name: /Coffee lovers in Japan/ })).toBeChecked();
  await expect(page.getByTestId("package-matches").first()).toContainText("#カフェ");
  await page.getByTestId("stepper-next").click();
  await expect(page.getByLabel("目的")).toHaveValue("WEBSITE_CLICKS");
  await expect(page.getByLabel("予算の種類")).toHaveValue("daily");
  await expect(page.getByLabel(/^予算（/)).toHaveValue("50000");
  await expect(page.getByLabel("開始日")).toHaveValue("2027-01-10");
  await expect(page.getByLabel("終了日")).toHaveValue("2027-02-09");
  await expect(page.getByTestId("currency-note")).toHaveText("説明の予算は YEN ですが、この広告アカウントの支払いは USD です。金額を確認してください。");
  await expect(page.getByTestId("estimate-cost")).toContainText("31 日間");
  await page.screenshot({ path: "test-results/screens/campaign-stepper-ja.png", fullPage: true });

  // The ad account pays in US dollars: the planner changes the amount, writes the ad and creates it.
  await page.getByLabel(/^予算（/).fill("50");
  await expect(page.getByTestId("estimate-cost")).toHaveText("費用：1,550 USD（31 日間）");
  await page.getByTestId("stepper-next").click();
  await expect(page.getByLabel("キャンペーン名")).toHaveValue("冬のコールドブリュー");
  await page.getByLabel("広告テキスト").fill("朝九時までにコールドブリューを。");
  await page.getByTestId("stepper-next").click();
  await page.getByRole("button", { name: "キャンペーンを作成" }).click();
  await expect(page.getByTestId("campaign-created").getByRole("heading")).toHaveText("キャンペーン「冬のコールドブリュー」を作成しました");
});
