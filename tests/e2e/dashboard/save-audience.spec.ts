import { test } from "@playwright/test";
import { analyse, card, cardReady } from "../support/analysis";
import { signInSpec } from "../support/sign-in";

const { expect } = signInSpec({ timeout: 240_000, expectTimeout: 60_000, signedIn: "login-page" });

const NOT_READY = "Failed to create audience. Please wait until the audience is ready.";
const SIGNED_OUT = "Failed to create audience. Please log out and log in again to create a new audience.";

test("Save as audience waits for a ready query, then saves the analysis with a link to the saved audiences", async ({ page }) => {
  await page.addInitScript(() => {
    window.murmurAnalysisTest = { delayMs: 3_000 };
  });
  await page.goto("/local/explore-x");
  const save = page.getByTestId("save-audience");

  // Nothing analysed yet: not ready, and the message stays.
  await save.getByRole("button", { name: "Save as audience" }).click();
  await expect(save.getByRole("alert")).toHaveText(NOT_READY);

  // Still loading: not ready either.
  await analyse(page, "Audience", "gaming");
  await expect(card(page, "countries")).toHaveAttribute("data-state", "loading");
  await save.getByRole("button", { name: "Save as audience" }).click();
  await expect(save.getByRole("alert")).toHaveText(NOT_READY);
  await cardReady(page, "countries");
  await expect(page.getByTestId("analysis-screen").locator("[data-section][data-state=loading]")).toHaveCount(0);
  await expect(save.getByRole("alert")).toHaveText(NOT_READY);

  // Ready: saved, with the link to the team's saved audiences.
  await save.getByRole("button", { name: "Save as audience" }).click();
  await expect(save.getByRole("status")).toContainText("Audience created successfully");
  await expect(save.getByRole("alert")).toHaveCount(0);
  await expect(save.getByRole("link", { name: "See saved audiences" })).toHaveAttribute("href", "/local/audiences");

  const saved = await page.evaluate(async () => (await fetch("/api/external/explore-searches/?team=local")).json() as Promise<{ name: string; query_type: string }[]>);
  expect(saved.map((s) => [s.name, s.query_type])).toEqual([["gaming", "audience_analysis"]]);
});

test("Save as audience after the session has ended asks to log out and in again", async ({ page, context }) => {
  await page.goto("/local/explore-x");
  await analyse(page, "Audience", "gaming");
  await cardReady(page, "countries");
  await expect(page.getByTestId("analysis-screen").locator("[data-section][data-state=loading]")).toHaveCount(0);

  // The session ends while the analysis stays on screen (signed out elsewhere, or expired).
  await context.clearCookies();
  const save = page.getByTestId("save-audience");
  await save.getByRole("button", { name: "Save as audience" }).click();
  await expect(save.getByRole("alert")).toHaveText(SIGNED_OUT);
  await expect(save.getByRole("status")).toHaveCount(0);
});
