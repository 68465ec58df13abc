import { test } from "@playwright/test";
import { signInSpec } from "../support/sign-in";
import { generateFromStepper, saveAudience } from "../support/creator-steps";

const { expect, signIn } = signInSpec({ timeout: 180_000, expectTimeout: 20_000 });

test("signed out, the audience builder offers the toolkit's personal sign-in in place", async ({ page }) => {
  await page.goto("/audience-builder");
  await expect(page.getByRole("heading", { name: "Audience builder" })).toBeVisible();
  await expect(page.getByTestId("personal-sign-in")).toBeVisible();
  await expect(page.getByLabel("From keyword groups")).toHaveCount(0);
});

test("the audience builder generates a package from keyword groups and saves it to the team", async ({ page }) => {
  await signIn(page);
  await page.goto("/audience-builder");
  await page.getByLabel("From keyword groups").check();
  await page.getByLabel("Keyword group 1").fill("recipe");
  await page.getByRole("button", { name: "Add a group" }).click();
  await page.getByLabel("Keyword group 2").fill("coffee");
  await page.getByLabel("Excluded keywords").fill("bitcoin");
  await page.getByTestId("stepper-next").click();
  await page.getByTestId("creator-region").selectOption("United States");
  await expect(page.getByTestId("creator-regions")).toContainText("United States");
  await page.getByTestId("stepper-next").click();
  await page.getByLabel("By audience size").check();
  await page.getByLabel("Audience size", { exact: true }).selectOption("1500000");
  await generateFromStepper(page, 2);
  await expect(page.getByTestId("creator-list-locations")).toContainText("United States");
  await expect(page.getByTestId("creator-size")).toBeVisible();
  await page.screenshot({ path: "test-results/creator-toolkit.png", fullPage: true });
  await saveAudience(page, "Recipes and coffee");
  await expect(page.getByRole("link", { name: "See saved audiences" })).toHaveAttribute("href", "/my-audiences");
});

test("request an audience: a description alone gives a package", async ({ page }) => {
  await signIn(page);
  await page.goto("/request-audiences");
  await expect(page.getByRole("heading", { name: "Request an audience" })).toBeVisible();
  await page.getByRole("textbox", { name: "Description" }).fill("Gamers who watch speedruns and esports streams");
  await generateFromStepper(page, 2);
  await expect(page.getByTestId("creator-list-hashtags")).toContainText(/#gaming|#esports|#speedrun|#twitch/);
});

test("job title targeting: sizes per title, then a package for them", async ({ page }) => {
  await signIn(page);
  await page.goto("/job-title");
  await expect(page.getByRole("heading", { name: "Job title targeting" })).toBeVisible();
  await page.getByLabel("chef", { exact: true }).check();
  await page.getByLabel("barista", { exact: true }).check();
  await page.getByRole("button", { name: "Estimate sizes" }).click();
  const sizes = page.getByTestId("job-title-sizes");
  await expect(sizes.getByRole("row", { name: /chef/ })).toBeVisible();
  await expect(sizes).toContainText("All chosen titles together: about");
  await page.getByRole("button", { name: "Generate package" }).click();
  await expect(page.getByTestId("creator-package")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("creator-list-keywords")).toContainText(/chef|barista|coffee|recipe/);
  await page.screenshot({ path: "test-results/job-title-toolkit.png", fullPage: true });
});
