import { expect, type Page } from "@playwright/test";

/** Goes through the creator's steps after the first one and generates; waits for the package. */
export async function generateFromStepper(page: Page, steps: number): Promise<void> {
  for (let i = 1; i < steps; i++) await page.getByTestId("stepper-next").click();
  await expect(page.getByTestId("creator-preview")).toBeVisible();
  await page.getByTestId("stepper-next").click();
  await expect(page.getByTestId("creator-generating")).toBeVisible();
  // The screen polls every 3 s until the package has keywords or hashtags.
  await expect(page.getByTestId("creator-package")).toBeVisible({ timeout: 60_000 });
}

/** Saves the generated package under a name and checks the spec's success message. */
export async function saveAudience(page: Page, name: string): Promise<void> {
  const save = page.getByTestId("creator-save");
  await save.getByLabel("Audience name").fill(name);
  await save.getByRole("button", { name: "Save as audience" }).click();
  await expect(save.getByRole("status")).toContainText("Audience created successfully");
  await expect(save.getByRole("link", { name: "See saved audiences" })).toBeVisible();
}
