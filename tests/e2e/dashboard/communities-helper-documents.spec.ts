import { test } from "@playwright/test";
import { signInSpec } from "../support/sign-in";

// The dashboard's communities section and helper documents, signed in as the demo admin of "local".

const { expect } = signInSpec({ timeout: 120_000, expectTimeout: 60_000, signedIn: "api" });

test("communities list the reference communities with the accounts they reach and open an analysis", async ({ page }) => {
  await page.goto("/local/communities");
  await expect(page.getByRole("heading", { level: 1, name: "Communities" })).toBeVisible();
  const first = page.getByTestId("community").first();
  await expect(first.getByTestId("community-accounts")).toHaveText(/^[\d,]+ accounts posted with these hashtags$/);
  await expect(first.getByRole("link", { name: "Analyse the conversation →" })).toHaveAttribute("href", /^\/local\/explore-x\?type=conversation&q=%23/);
  await page.screenshot({ path: "test-results/screens/dashboard-communities.png", fullPage: true });
});

test("helper documents open through a short-lived link", async ({ page }) => {
  await page.goto("/helper-documents");
  await expect(page.getByRole("heading", { level: 1, name: "Helper documents" })).toBeVisible();
  const doc = page.getByTestId("helper-document").filter({ hasText: "Getting started with Murmur" });
  await expect(doc).toBeVisible();
  const download = page.waitForEvent("download");
  await doc.getByRole("button", { name: "Open" }).click();
  expect((await download).suggestedFilename()).toBe("getting-started.html");
});
