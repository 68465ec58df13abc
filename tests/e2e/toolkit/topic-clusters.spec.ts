import { test } from "@playwright/test";
import { signInSpec, signInToolkit } from "../support/sign-in";

// A research tool end to end: the toolkit's personal sign-in, a handle of the demo corpus, its followers' clusters.

const { expect, smtp } = signInSpec({ timeout: 120_000, expectTimeout: 60_000, reset: false });

test("topic clusters of the demo corpus's most followed account, with base, coverage and named clusters", async ({ page }) => {
  await page.goto("/");
  const handle = (await page.getByTestId("live-accounts").getByRole("link").first().textContent())!;
  await page.goto("/clusters");
  await signInToolkit(page, smtp());
  await expect(page.getByRole("heading", { level: 1, name: "Topic clusters" })).toBeVisible();
  await page.getByLabel("Handle").fill(handle);
  await page.getByRole("button", { name: "Find clusters" }).click();
  const base = page.getByTestId("clusters-base");
  await expect(base).toContainText(/^[\d,]+ of [\d,]+ followers analysed/);
  await expect(base).toContainText(/linked to others \([\d.]+% coverage\); modularity 0\.\d\d\./);
  const clusters = page.getByTestId("cluster");
  expect(await clusters.count()).toBeGreaterThan(1);
  await expect(clusters.first().getByRole("heading", { level: 2 })).toHaveText(/^Cluster 1 · [#@]\S+$/);
  await expect(clusters.first()).toContainText(/[\d,]+ accounts · [\d.]+%/);
  await expect(page.getByText(/^Method: Louvain community detection/)).toBeVisible();
  await page.screenshot({ path: "test-results/screens/toolkit-topic-clusters.png", fullPage: true });
});
