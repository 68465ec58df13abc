import { test } from "@playwright/test";
import { signInSpec } from "../support/sign-in";
import { generateFromStepper, saveAudience } from "../support/creator-steps";

const { expect } = signInSpec({ timeout: 180_000, expectTimeout: 20_000, signedIn: "api" });

test("the demo user describes an audience, sees the generated package with sizes, and saves it", async ({ page }) => {
  await page.goto("/local/creator");
  await expect(page.getByRole("heading", { name: "Audience creator" })).toBeVisible();
  // Defaults: created from a description; the stepper will not pass an empty one.
  await expect(page.getByLabel("From a description")).toBeChecked();
  await page.getByTestId("stepper-next").click();
  await expect(page.getByText("Fill in this step to continue.")).toBeVisible();
  await page.getByRole("textbox", { name: "Description" }).fill("People who run marathons and love running");

  await page.getByRole("button", { name: "Show help" }).click();
  await expect(page.getByTestId("creator-help")).toContainText("Keyword groups are stricter");

  await page.getByTestId("stepper-next").click();
  // Who and where: gender Any / Women / Men (default Any), age default Any, order default balanced.
  await expect(page.getByLabel("Any", { exact: true })).toBeChecked();
  await page.getByLabel("Women").check();
  await expect(page.getByLabel("Age", { exact: true })).toHaveValue("AGE_ANY");
  await page.getByLabel("Age", { exact: true }).selectOption("AGE_18_TO_34");
  await expect(page.getByLabel("Order")).toHaveValue("balanced");
  await page.getByTestId("stepper-next").click();
  // Budget or size: budget by default, with the spec's choices and currencies.
  await expect(page.getByLabel("By budget")).toBeChecked();
  await page.getByLabel("Budget", { exact: true }).selectOption("5000");
  await page.getByLabel("Currency").selectOption("GBP");
  await page.getByTestId("stepper-next").click();
  const preview = page.getByTestId("creator-preview");
  await expect(preview).toContainText("People who run marathons and love running");
  await expect(preview).toContainText("Women");
  await expect(preview).toContainText("18 to 34");
  await expect(preview).toContainText("5,000 GBP");
  await page.getByTestId("stepper-next").click();
  await expect(page.getByTestId("creator-generating")).toContainText("Generating your targeting package");
  await expect(page.getByTestId("creator-package")).toBeVisible({ timeout: 60_000 });

  await expect(page.getByTestId("creator-size")).toHaveText(/^\d+(\.\d)?[kM]?$/);
  await expect(page.getByTestId("creator-matched")).toContainText("accounts in Murmur's X data match");
  await expect(page.getByTestId("creator-list-keywords")).toContainText(/marathon|run/);
  await expect(page.getByTestId("creator-list-hashtags")).toContainText(/#running|#marathon|#fitness/);
  await expect(page.getByTestId("creator-list-keywords").getByText(/about \d/).first()).toBeVisible();
  await page.screenshot({ path: "test-results/creator-dashboard.png", fullPage: true });

  // Deselecting an item is kept in what is saved.
  const first = page.getByTestId("creator-list-keywords").getByRole("checkbox").first();
  await first.uncheck();
  await expect(first).not.toBeChecked();
  await saveAudience(page, "Marathon runners");
  const saved = await page.request.get("/api/audience-configs/?team=local");
  const configs = (await saved.json()) as { name: string; targeting_package: { keywords: { deselected: boolean }[]; gender: string; age: string } }[];
  const mine = configs.find((c) => c.name === "Marathon runners")!;
  expect(mine.targeting_package.keywords[0].deselected).toBe(true);
  expect(mine.targeting_package).toMatchObject({ gender: "FEMALE", age: "AGE_18_TO_34" });
});

test("a sensitive description is refused at the field, and nothing is generated", async ({ page }) => {
  await page.goto("/local/creator");
  await page.getByRole("textbox", { name: "Description" }).fill("Voters who support the Republican party");
  for (let i = 0; i < 4; i++) await page.getByTestId("stepper-next").click();
  await expect(page.getByText(/X does not allow targeting by sensitive categories/)).toBeVisible();
  await expect(page.getByTestId("creator-package")).toHaveCount(0);
});

test("keyword groups in Japanese, on the standalone audiences page", async ({ page, context }) => {
  await context.addCookies([{ name: "murmur-locale", value: "ja", url: new URL(page.url()).origin }]);
  await page.goto("/audiences");
  await page.getByLabel("キーワードグループから").check();
  await page.getByLabel("キーワードグループ 1").fill("marathon");
  await generateFromStepper(page, 4);
  await expect(page.getByRole("heading", { name: "ターゲティングパッケージ" })).toBeVisible();
  await expect(page.getByTestId("creator-list-keywords")).toContainText("marathon");
  await page.screenshot({ path: "test-results/creator-standalone-ja.png", fullPage: true });
});
