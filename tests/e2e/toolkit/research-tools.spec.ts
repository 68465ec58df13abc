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

test("competitor analysis: competitors suggested by audience overlap, compared side by side, each one click from a package", async ({ page }) => {
  await page.goto("/competitor-analysis");
  await signInToolkit(page, smtp());
  await expect(page.getByRole("heading", { level: 1, name: "Competitor analysis" })).toBeVisible();
  await page.getByLabel("Handle").fill(HANDLE);
  await page.getByRole("button", { name: "Suggest competitors" }).click();
  await expect(page.getByTestId("competitors-base")).toHaveText(/^1,420 of 1,420 followers of @alfiebrown_i6 analysed\.$/);
  const suggested = page.getByTestId("competitor");
  await expect(suggested).toHaveCount(10);
  await expect(suggested.first().getByTestId("competitor-share")).toHaveText(/^[\d.]+% of the audience \([\d,]+ followers\)$/);
  await page.getByRole("button", { name: "Compare 4 accounts" }).click();
  const table = page.getByTestId("competitor-comparison");
  await expect(table.getByTestId("compared-account")).toHaveCount(4);
  await expect(table.getByTestId("compared-account").first()).toContainText("@alfiebrown_i6");
  await expect(table.getByTestId("overlaps").getByRole("listitem")).toHaveCount(6);
  await expect(table.getByTestId("account-topics").first()).toContainText(/Audience interests: 1,420 of 1,420 followers analysed, [\d,]+ with inferred interests \([\d.]+% coverage\)\./);
  await page.screenshot({ path: "test-results/screens/toolkit-competitor-analysis.png", fullPage: true });
  await table.getByRole("link", { name: "Analyse and save as a targeting package: @alfiebrown_i6" }).click();
  await expect(page).toHaveURL(/\/explore\?type=handle&q=alfiebrown_i6$/);
  await expect(page.getByTestId("save-audience").getByRole("button", { name: "Save as audience" })).toBeVisible();
});

test("creators: allow-listed users find creators by topic and country with reach, engagement and audience fit; others are asked to request access", async ({ page }) => {
  await page.goto("/creators");
  await signInToolkit(page, smtp());
  await page.getByLabel("Topic").fill("#skincare");
  await page.getByLabel("Min followers").fill("100");
  await page.getByLabel("Max followers").fill("50");
  await page.getByRole("button", { name: "Find creators" }).click();
  await expect(page.getByText("Max followers must be at least min followers.")).toBeVisible();
  await page.getByLabel("Min followers").fill("");
  await page.getByLabel("Max followers").fill("");
  await page.getByLabel("Country").fill("United States");
  await page.getByRole("button", { name: "Find creators" }).click();
  await expect(page.getByTestId("creators-base")).toHaveText(/^[\d,]+ posts on skincare by [\d,]+ accounts in the corpus; the 20 with most posts on it that match your filters\.$/);
  const rows = page.getByTestId("creator");
  await expect(rows).toHaveCount(20);
  await expect(rows.first()).toContainText("United States");
  await expect(rows.first()).toContainText(/[\d.]+% of [\d,]+/);
  await expect(page.getByRole("columnheader", { name: "Audience fit: in United States" })).toBeVisible();
  await page.screenshot({ path: "test-results/screens/toolkit-creators.png", fullPage: true });
  await expect(rows.first().getByRole("link", { name: /^Analyse and save as a targeting package: @/ })).toHaveAttribute("href", /^\/explore\?type=handle&q=/);

  await page.getByRole("button", { name: "Sign out" }).click();
  await signInToolkit(page, smtp(), "outsider@agency.example");
  await expect(page.getByTestId("feature-gate")).toContainText("This tool is open to invited accounts");
  await expect(page.getByLabel("Topic")).toHaveCount(0);
  await page.goto("/campaign-planner");
  await expect(page.getByTestId("feature-gate").getByRole("link", { name: "Ask for access" })).toHaveAttribute("href", "/request-access");
});
