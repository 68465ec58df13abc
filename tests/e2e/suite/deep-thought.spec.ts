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
  await expect(page.getByTestId("top-countries")).toContainText("Japan");
  await expect(page.getByTestId("countries-base")).toContainText("of all 2,110 followers");
  await expect(page.getByTestId("enrichments").locator("[data-field=gender]")).toContainText("Female");
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
  // Sorted by the bot score the sync kept: lowest first, then likeliest bots first, the signals on hover.
  const scores = async () => (await page.getByTestId("bot-score").allTextContents()).map(Number);
  await page.getByRole("button", { name: "Bot score", exact: true }).click();
  await expect(page.getByRole("columnheader", { name: "Bot score" })).toHaveAttribute("aria-sort", "ascending");
  await expect(page.getByTestId("bot-score").first()).toHaveText("0.00");
  await page.getByRole("button", { name: "Bot score", exact: true }).click();
  await expect(page.getByRole("columnheader", { name: "Bot score" })).toHaveAttribute("aria-sort", "descending");
  await expect(page.getByTestId("bot-score").first()).not.toHaveText("0.00");
  const likeliest = await scores();
  expect(likeliest[0]).toBeGreaterThanOrEqual(0.5);
  expect(likeliest).toEqual([...likeliest].sort((a, b) => b - a));
  await page.getByTestId("bot-score").first().hover();
  await expect(page.getByRole("tooltip")).toContainText(/Default profile picture|Empty bio|Handle ends in 4 or more digits|Account younger than 90 days/);
  await page.screenshot({ path: "test-results/screens/deep-thought-followers-bot-score.png", fullPage: true });
  await page.getByRole("button", { name: "Bot score", exact: true }).click();
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
  await page.getByRole("button", { name: "ボットスコア", exact: true }).click();
  await page.getByRole("button", { name: "ボットスコア", exact: true }).click();
  await expect(page.getByRole("columnheader", { name: "ボットスコア" })).toHaveAttribute("aria-sort", "descending");
  await expect(page.getByTestId("bot-score").first()).not.toHaveText("0.00");
  await page.screenshot({ path: "test-results/screens/deep-thought-followers-bot-score-ja.png", fullPage: true });
  await page.goto("/premium-suite/accounts");
  await expect(page.getByRole("button", { name: "今すぐ同期" })).toBeVisible();
});

test("overlap, who to follow, a bulk unfollow and X lists", async ({ page }) => {
  await openSignedIn(page, "/premium-suite/followers");
  await page.getByLabel("Another account's handle").fill("olivia_pb");
  await page.getByRole("button", { name: "Compare" }).click();
  await expect(page.getByTestId("overlap-summary")).toContainText("follow both @murmur_creator and @olivia_pb");
  await expect(page.getByTestId("overlap").locator('[data-chart="overlap"]')).toBeVisible();
  await page.getByLabel("Another account's handle").fill("no_such_person");
  await page.getByRole("button", { name: "Compare" }).click();
  await expect(page.getByText("Could not find user with username: [no_such_person].")).toBeVisible();

  await page.goto("/premium-suite/following");
  await expect(page.getByTestId("people-count")).toHaveText("234 accounts");
  const suggestion = page.getByTestId("who-to-follow").getByRole("listitem").first();
  await expect(suggestion).toContainText("followed by");
  await suggestion.getByRole("button", { name: "Follow" }).click();
  await expect(page.getByTestId("people-count")).toHaveText("235 accounts");
  await page.screenshot({ path: "test-results/screens/deep-thought-following.png", fullPage: true });
  await page.locator("tbody tr").nth(0).getByRole("checkbox").check();
  await page.locator("tbody tr").nth(1).getByRole("checkbox").check();
  await page.getByRole("button", { name: "Unfollow 2 selected" }).click();
  await expect(page.getByTestId("bulk-result")).toHaveText("2 done, 0 failed.", { timeout: 60_000 });
  await expect(page.getByTestId("people-count")).toHaveText("233 accounts");

  await page.goto("/premium-suite/lists");
  await expect(page.getByText("No lists yet.")).toBeVisible();
  await page.getByLabel("List name").fill("A list name of 26 letters!");
  await page.getByRole("button", { name: "Create list" }).click();
  await expect(page.getByText("List name must be at most 25 characters")).toBeVisible();
  await page.getByLabel("List name").fill("Coffee people");
  await page.getByRole("button", { name: "Create list" }).click();
  const list = page.getByTestId("list");
  await expect(list).toContainText("Coffee people");
  await list.getByRole("button", { name: "Members" }).click();
  await list.getByLabel("Add a member by handle").fill("@olivia_pb");
  await list.getByRole("button", { name: "Add" }).click();
  await expect(list.getByTestId("list-members")).toContainText("@olivia_pb");
  await expect(list).toContainText("1 member");
  await list.getByRole("button", { name: "Rename" }).click();
  await list.getByLabel("New name").fill("Coffee folks");
  await list.getByRole("button", { name: "Save" }).click();
  await expect(list).toContainText("Coffee folks");
  await page.screenshot({ path: "test-results/screens/deep-thought-lists.png", fullPage: true });
  await toJapanese(page);
  await expect(page.getByRole("button", { name: "リストを作成" })).toBeVisible();
  await page.getByTestId("list").getByRole("button", { name: "削除" }).click();
  await page.getByTestId("list").getByRole("button", { name: "完全に削除" }).click();
  await expect(page.getByText("リストはまだありません。")).toBeVisible();
});

test("topics of followers and of followed accounts, and X stats by country", async ({ page }) => {
  await openSignedIn(page, "/topics");
  await expect(page).toHaveURL(/\/topics$/);
  await expect(page.getByTestId("topics-base")).toContainText("From the posts and engagements of 2,000 followers");
  await expect(page.getByTestId("topics-terms").locator("[data-row]").first()).toBeVisible();
  await page.goto("/premium-suite/following-topics");
  await expect(page.getByTestId("topics-base")).toContainText("accounts you follow");
  await page.goto("/xstats");
  const country = page.getByLabel("Country");
  await expect(country.locator("option").first()).toBeAttached();
  await country.selectOption({ label: await country.locator("option").nth(1).innerText() });
  await expect(page).toHaveURL(/\/premium-suite\/xstats\/.+/);
  await expect(page.getByTestId("xstats-accounts").getByRole("listitem").first()).toBeVisible();
  await expect(page.getByTestId("xstats-growth").locator("polyline")).toBeVisible();
  await page.screenshot({ path: "test-results/screens/deep-thought-xstats.png", fullPage: true });
  await toJapanese(page);
  await expect(page.getByText("1 日あたりの投稿数（過去 30 日）")).toBeVisible();
  await page.goto("/premium-suite/topics");
  await expect(page.getByText("よく使われる語")).toBeVisible();
  await page.screenshot({ path: "test-results/screens/deep-thought-topics-ja.png", fullPage: true });
});

test("signed out, a Deep Thought page asks to sign in", async ({ page }) => {
  await page.goto("/premium-suite/followers");
  await expect(page.getByRole("heading", { level: 1, name: "Followers" })).toBeVisible();
  await expect(page.getByText("Sign in to Deep Thought to subscribe and manage your plan.")).toBeVisible();
});
