import { test, type Page } from "@playwright/test";
import { toJapanese } from "../support/japanese";
import { signInSpec } from "../support/sign-in";

// Deep Thought part 2 for the demo creator (90 days of seeded posts, engagers and weekly payouts):
// posts, one post, best time to post, payout prediction, engagers and Talk to X, in English and
// Japanese. The figures come from the seeded generator (lib/domain/creators/demo-posts.ts).

const { expect, signIn } = signInSpec({ timeout: 240_000, expectTimeout: 30_000 });

async function openSignedIn(page: Page, path: string) {
  await page.goto(path);
  await signIn(page);
  await page.reload();
}

test("the demo creator's posts, one post, best time, payout prediction and engagers, in English and Japanese", async ({ page }) => {
  await openSignedIn(page, "/premium-suite/posts");
  await expect(page.getByRole("heading", { level: 1, name: "Posts" })).toBeVisible();
  await expect(page.getByTestId("posts-count")).toHaveText(/^[\d,]+ posts$/);
  await expect(page.getByTestId("post-medians")).toContainText("Median engagement rate");
  await page.screenshot({ path: "test-results/screens/deep-thought-posts.png", fullPage: true });

  // A post of some days ago, whose numbers several daily syncs saw move.
  const top = page.locator("tbody tr").first().getByRole("link");
  const newest = (await top.textContent())!;
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByTestId("page-of")).toHaveText(/^Page 2 of/);
  await expect(top).not.toHaveText(newest);
  const topText = (await top.locator("span").first().textContent())!;
  await top.click();
  await expect(page.getByRole("heading", { level: 1, name: "Post" })).toBeVisible();
  await expect(page.getByTestId("post-text")).toHaveText(topText);
  await expect(page.getByTestId("post-engagements")).toContainText(/x your median/);
  await expect(page.getByTestId("post-history").locator("polyline").first()).toBeVisible();
  await expect(page.getByTestId("post-engager-summary")).toContainText(/people engaged: [\d,]+ verified/);
  await expect(page.getByTestId("post-engagers").locator("tbody tr").first()).toBeVisible();
  await page.screenshot({ path: "test-results/screens/deep-thought-post.png", fullPage: true });

  await page.goto("/premium-suite/posts");
  await page.getByRole("tab", { name: "Best time to post" }).click();
  await expect(page.getByTestId("best-slots").locator("li").first()).toContainText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d+:00 \(\d+ posts,/);
  await expect(page.getByTestId("best-time-base")).toContainText("Asia/Tokyo");
  await expect(page.locator("td[data-scored=true]").first()).toBeVisible();
  await page.screenshot({ path: "test-results/screens/deep-thought-best-time.png", fullPage: true });

  await page.getByRole("tab", { name: "Payout prediction" }).click();
  await expect(page.getByTestId("payout-predicted")).toContainText(/\$[\d,.]+/);
  await expect(page.getByTestId("payout-predicted")).toContainText("80% interval");
  await expect(page.getByTestId("payout-error")).toContainText("Same as last period");
  await expect(page.getByTestId("bot-purge")).toContainText("Without likely bots");
  const entry = page.getByTestId("payout-entry");
  await entry.getByLabel("Period start").fill("2026-01-01");
  await entry.getByLabel("Period end").fill("2026-01-14");
  await entry.getByLabel("Amount").fill("-5");
  await entry.getByRole("button", { name: "Add payout" }).click();
  await expect(entry.getByText("Amount must not be negative")).toBeVisible();
  await page.screenshot({ path: "test-results/screens/deep-thought-payout.png", fullPage: true });

  await page.goto("/premium-suite/engagers");
  await expect(page.getByTestId("engagers-total")).toContainText(/[\d,]+ engagements/);
  await expect(page.getByTestId("engagers-verified")).toContainText("%");
  await expect(page.locator("tbody tr").first()).toBeVisible();
  await page.screenshot({ path: "test-results/screens/deep-thought-engagers.png", fullPage: true });

  await toJapanese(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("エンゲージしたユーザー");
  await expect(page.getByTestId("engagers-following")).toContainText("あなたをフォローしているエンゲージャー");
  await page.goto("/premium-suite/posts");
  await expect(page.getByTestId("posts-count")).toHaveText(/^[\d,]+件の投稿$/);
  await page.getByRole("tab", { name: "投稿に最適な時間" }).click();
  await expect(page.getByTestId("best-slots").locator("li").first()).toContainText(/^[月火水木金土日]曜 \d+時/);
  await page.screenshot({ path: "test-results/screens/deep-thought-best-time-ja.png", fullPage: true });
});

test("Talk to X streams an answer that cites a figure on screen, in English and Japanese", async ({ page }) => {
  await openSignedIn(page, "/talk-to-x");
  await expect(page.getByRole("heading", { level: 1, name: "Talk to X" })).toBeVisible();
  const followers = page.getByTestId("talk-figures").locator("dd").first();
  await expect(followers).toHaveText(/^[\d,]+$/, { timeout: 120_000 });
  const shown = (await followers.textContent())!;
  await page.getByRole("button", { name: "How many followers do I have?" }).click();
  const answer = page.getByTestId("talk-answer").last();
  // The first answer gathers every page's figures: give it time on a busy machine.
  await expect(answer).toContainText(`has ${shown} followers`, { timeout: 90_000 });
  await page.getByLabel("Your question").fill("When should I post?");
  await page.getByRole("button", { name: "Ask" }).click();
  await expect(page.getByTestId("talk-answer").last()).toContainText(/In Asia\/Tokyo time, your best times to post are (Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day \d+:00/, { timeout: 60_000 });
  await page.screenshot({ path: "test-results/screens/deep-thought-talk-to-x.png", fullPage: true });

  await toJapanese(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Xと話す");
  await page.getByLabel("質問").fill("フォロワーは何人？");
  await page.getByRole("button", { name: "質問する" }).click();
  await expect(page.getByTestId("talk-answer").last()).toContainText(`@murmur_creatorのフォロワーは${shown}人です。`, { timeout: 60_000 });
  await page.screenshot({ path: "test-results/screens/deep-thought-talk-to-x-ja.png", fullPage: true });
});
