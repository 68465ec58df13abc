import { test } from "@playwright/test";
import { signInSpec, signInToolkit } from "../support/sign-in";

// The research tools end to end: the toolkit's personal sign-in, then each tool on the demo corpus.

const { expect, smtp } = signInSpec({ timeout: 120_000, expectTimeout: 60_000 });

// The generated demo network is deterministic: this account has 1,420 followers in it.
const HANDLE = "@alfiebrown_i6";

test("topic clusters of a well-followed demo account, with base, coverage and named clusters", async ({ page }) => {
  await page.goto("/clusters");
  await signInToolkit(page, smtp());
  await expect(page.getByRole("heading", { level: 1, name: "Topic clusters" })).toBeVisible();
  await page.getByLabel("Handle").fill(HANDLE);
  await page.getByRole("button", { name: "Find clusters" }).click();
  const base = page.getByTestId("clusters-base");
  await expect(base).toContainText(/^[\d,]+ of [\d,]+ followers analysed/);
  await expect(base).toContainText(/linked to others \([\d.]+% coverage\); modularity 0\.\d\d\./);
  const clusters = page.getByTestId("cluster");
  await expect(clusters.nth(1)).toBeVisible();
  await expect(clusters.first().getByRole("heading", { level: 2 })).toHaveText(/^Cluster 1 · [#@]\S+$/);
  await expect(clusters.first()).toContainText(/[\d,]+ accounts · [\d.]+%/);
  await expect(page.getByText(/^Method: Louvain community detection/)).toBeVisible();
  await page.screenshot({ path: "test-results/screens/toolkit-topic-clusters.png", fullPage: true });
});

test("X stats of Japan: accounts, hashtags, languages and posts by hour, with the base and coverage", async ({ page }) => {
  await page.goto("/xstats/japan");
  await signInToolkit(page, smtp());
  await expect(page.getByRole("heading", { level: 1, name: "X stats" })).toBeVisible();
  await expect(page.getByTestId("country-base")).toContainText(/^[\d,]+ accounts in Japan \([\d,]+ posts\)\. [\d,]+ of [\d,]+ accounts in the corpus have a known country \([\d.]+% coverage\)\.$/);
  await expect(page.getByRole("heading", { name: "Most followed accounts" })).toBeVisible();
  await expect(page.locator('[data-chart="bars"] [data-row="ja"]')).toBeVisible();
  await expect(page.locator('[data-chart="hours"] rect')).toHaveCount(24);
  await page.screenshot({ path: "test-results/screens/toolkit-xstats-japan.png", fullPage: true });
  await page.getByLabel("Country").fill("UK");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/\/xstats\/uk$/);
  await expect(page.getByTestId("country-base")).toContainText("accounts in United Kingdom");
});
