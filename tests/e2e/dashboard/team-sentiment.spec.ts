import { test } from "@playwright/test";
import { cardReady } from "../support/analysis";
import { signInSpec } from "../support/sign-in";

// A conversation analysis of the demo corpus on a shared 2-core machine: give the flow room.
const { expect } = signInSpec({ timeout: 240_000, expectTimeout: 60_000, signedIn: "login-page" });

test("a member corrects a post's sentiment and sees the team's model retrained and used", async ({ page }) => {
  await page.goto("/local/explore-x?type=conversation&q=%23ai");
  const sentiment = await cardReady(page, "sentiment_analysis");
  const panel = sentiment.getByTestId("team-sentiment");
  await expect(panel).toBeVisible();
  const before = Number(await panel.getAttribute("data-labels"));
  await expect(sentiment.getByTestId("sentiment-model")).toContainText("Figure Eight, Data for Everyone (CC BY 4.0)");

  // One click on the first post's "Negative".
  const posts = await cardReady(page, "conversation_posts");
  const first = posts.locator("[data-sentiment-for]").first();
  const postId = await first.getAttribute("data-sentiment-for");
  await first.getByRole("button", { name: "Negative" }).click();
  await expect(first).toHaveAttribute("data-corrected", "negative");
  await expect(first.getByRole("button", { name: "Negative" })).toHaveAttribute("aria-pressed", "true");
  await expect(first).toContainText("as your team says");

  // The team's model retrains as a job; the panel follows it to the end and shows the label count.
  await expect(panel).toHaveAttribute("data-labels", String(before + 1));
  await expect(panel).toHaveAttribute("data-job", "done");
  await expect(panel.locator('[data-value="labels"]')).toContainText(`${before + 1} label`);
  await expect(panel.locator('[data-value="accuracy"]')).toBeVisible();
  await sentiment.scrollIntoViewIfNeeded();
  await sentiment.screenshot({ path: ".reports/screens/team-sentiment-retrained.png" });

  // The figures of the retrained model: the card now names the team's model and its label count.
  await panel.getByRole("button", { name: "Show the figures of the retrained model" }).click();
  const again = await cardReady(page, "sentiment_analysis");
  await expect(again.getByTestId("sentiment-model")).toContainText(`your team's model (the general set plus ${before + 1} of your team's`);
  const corrected = (await cardReady(page, "conversation_posts")).locator(`[data-sentiment-for="${postId}"]`);
  await expect(corrected).toHaveAttribute("data-corrected", "negative");
  await page.screenshot({ path: ".reports/screens/team-sentiment-page.png", fullPage: true });
});
