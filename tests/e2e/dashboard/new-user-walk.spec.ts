import { test } from "@playwright/test";
import { signInByCode, signInSpec } from "../support/sign-in";
import { analyse, cardReady } from "../support/analysis";

// The walk a new customer takes on a fresh app: sign in by e-mailed code, create a team, analyse a
// conversation on the demo corpus, save it as an audience, find it on the team's saved audiences,
// sign out. Screenshots of each stop land in test-results/screens/new-user-*.png.

const { expect, smtp } = signInSpec({ timeout: 180_000, expectTimeout: 30_000 });
const shot = (page: import("@playwright/test").Page, name: string) => page.screenshot({ path: `test-results/screens/new-user-${name}.png`, fullPage: true });

test("a new person signs in, creates a team, analyses a conversation, saves it as an audience and signs out", async ({ page }) => {
  await page.goto("/login");
  await signInByCode(page, smtp(), "newcomer@e2e.example");
  await expect(page).toHaveURL(/\/choose-team$/);
  await expect(page.getByText("You are not in a team yet.")).toBeVisible();
  await page.getByRole("link", { name: "Create or join a team" }).click();

  await page.getByLabel("Team name").fill("Newcomer Studio");
  await page.getByRole("button", { name: "Create team" }).click();
  await expect(page).toHaveURL(/\/newcomer-studio\/team$/);
  await shot(page, "team");

  await page.goto("/newcomer-studio/explore-x");
  await analyse(page, "Conversation", "#gaming");
  const volume = await cardReady(page, "conversation_volume");
  await expect(volume).toContainText(/\d/);
  await expect(page.getByTestId("analysis-screen").locator("[data-section][data-state=loading]")).toHaveCount(0, { timeout: 90_000 });
  await shot(page, "analysis");

  const save = page.getByTestId("save-audience");
  await save.getByRole("button", { name: "Save as audience" }).click();
  await expect(save.getByRole("status")).toContainText("Audience created successfully");
  await save.getByRole("link", { name: "See saved audiences" }).click();
  await expect(page).toHaveURL(/\/newcomer-studio\/audiences$/);
  await expect(page.getByText("#gaming").first()).toBeVisible();
  await shot(page, "audiences");

  await page.goto("/newcomer-studio/account");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/newcomer-studio/team");
  await expect(page).toHaveURL(/\/login$/);
});
