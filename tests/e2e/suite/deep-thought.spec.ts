import { test, type Page } from "@playwright/test";
import { toJapanese } from "../support/japanese";
import { signInSpec } from "../support/sign-in";

// Deep Thought for the demo creator (90 days of seeded history): the dashboard, accounts with a
// sync through the job queue, followers (and its subsets), following and unfollowed, in English
// and Japanese. The demo network's counts are fixed by its generator (lib/domain/creators/demo-network.ts).

const { expect, signIn } = signInSpec({ timeout: 180_000, expectTimeout: 30_000 });

async function openSignedIn(page: Page, path: string) {
  await page.goto(path);
  await signIn(page);
  await page.reload();
}

test("the demo creator's dashboard, accounts and people tables, in English and Japanese", async ({ page }) => {
  await openSignedIn(page, "/premium-suite");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByTestId("followers-count")).toHaveText("2,110");
  await expect(page.getByTestId("change-month")).toHaveText(/^[+-−]?[\d,]+$/);
  await expect(page.getByTestId("unfollowers")).toContainText("Unfollowers");
  await expect(page.getByTestId("growth-chart").locator("polyline")).toBeVisible();
  await expect(page.getByTestId("bot-share")).toHaveText(/^\d+(\.\d)?% ± \d+(\.\d)?%$/);
  await page.getByText("How this is measured").click();
  await expect(page.getByText("Handle ends in 4 or more digits")).toBeVisible();
  await page.screenshot({ path: "test-results/screens/deep-thought-dashboard.png", fullPage: true });
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Save PNG" }).click();
  expect((await download).suggestedFilename()).toBe("follower-growth.png");

  await page.goto("/premium-suite/accounts");
  await expect(page.getByRole("cell", { name: "@murmur_creator" })).toBeVisible();
  await page.getByRole("button", { name: "Sync now" }).click();
  await expect(page.getByTestId("sync-status")).toHaveText("Synced", { timeout: 60_000 });
  await page.screenshot({ path: "test-results/screens/deep-thought-accounts.png", fullPage: true });

  await page.goto("/premium-suite/followers");
  await expect(page.getByTestId("people-count")).toHaveText("2,110 accounts");
  await expect(page.getByTestId("page-of")).toHaveText("Page 1 of 85");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByTestId("page-of")).toHaveText("Page 2 of 85");
  await page.getByRole("button", { name: "Followers" }).click();
  await page.getByRole("button", { name: "Followers" }).click();
  await expect(page.getByTestId("page-of")).toHaveText("Page 1 of 85");
  await page.getByRole("textbox", { name: "Search by name or handle" }).fill("olivia");
  await expect(page.getByTestId("people-count")).not.toHaveText("2,110 accounts");
  await expect(page.locator("tbody tr").first()).toContainText(/olivia/i);
  await page.screenshot({ path: "test-results/screens/deep-thought-followers.png", fullPage: true });
  await page.getByRole("tab", { name: "Verified" }).click();
  await expect(page.locator('[data-view="verified-followers"]').getByTestId("people-count")).toHaveText("64 accounts");

  await page.goto("/premium-suite/following");
  await expect(page.getByTestId("people-count")).toHaveText("234 accounts");
  await page.goto("/premium-suite/unfollowed");
  await expect(page.getByTestId("people-count")).toHaveText("248 accounts");
  await expect(page.getByRole("columnheader", { name: "Unfollowed" })).toBeVisible();

  await toJapanese(page);
  await expect(page.getByTestId("people-count")).toHaveText("248 アカウント");
  await expect(page.getByRole("columnheader", { name: "フォロー解除日" })).toBeVisible();
  await page.goto("/premium-suite");
  await expect(page.getByText("フォロワーの推移")).toBeVisible();
  await expect(page.getByTestId("followers-count")).toHaveText("2,110");
  await page.screenshot({ path: "test-results/screens/deep-thought-dashboard-ja.png", fullPage: true });
  await page.goto("/premium-suite/followers");
  await expect(page.getByTestId("people-count")).toHaveText("2,110 アカウント");
  await page.goto("/premium-suite/accounts");
  await expect(page.getByRole("button", { name: "今すぐ同期" })).toBeVisible();
});

test("signed out, a Deep Thought page asks to sign in", async ({ page }) => {
  await page.goto("/premium-suite/followers");
  await expect(page.getByRole("heading", { level: 1, name: "Followers" })).toBeVisible();
  await expect(page.getByText("Sign in to Deep Thought to subscribe and manage your plan.")).toBeVisible();
});
