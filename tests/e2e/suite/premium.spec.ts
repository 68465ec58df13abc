import { test } from "@playwright/test";
import { toJapanese } from "../support/japanese";
import { signInSpec } from "../support/sign-in";

// Deep Thought: the paused start page, /premium's creator plans, a referral code typed wrong,
// checkout with the local provider and the success page checkout returns to.

const { expect, signIn } = signInSpec({ timeout: 150_000, expectTimeout: 20_000 });

test("a creator subscribes from /premium and lands on the success page; the suite opens", async ({ page }) => {
  await page.goto("/premium");
  await expect(page.getByTestId("plan-creator_monthly").getByTestId("plan-price")).toHaveText("€9.00 per month");
  await expect(page.getByText("Sign in to Deep Thought to subscribe and manage your plan.")).toBeVisible();

  await signIn(page, "creator@e2e.example");
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Deep Thought is paused" })).toBeVisible();
  await expect(page.getByTestId("suite-paused")).toContainText("Your Deep Thought plan is not active");
  await page.screenshot({ path: "test-results/screens/suite-paused.png", fullPage: true });
  await page.getByRole("link", { name: "See the plans" }).click();

  await expect(page).toHaveURL(/\/premium$/);
  await expect(page.getByTestId("current-plan")).toHaveText("No plan yet.");
  await expect(page.getByTestId("local-provider-notice")).toBeVisible();
  await expect(page.getByTestId("plan-creator_yearly").getByTestId("plan-price")).toHaveText("€90.00 per year");
  await page.getByLabel("Referral code (optional)").fill("nope");
  await page.getByTestId("plan-creator_monthly").getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Enter a valid referral code.")).toBeVisible();
  await page.getByLabel("Referral code (optional)").fill("ZZZZ9999");
  await page.getByTestId("plan-creator_monthly").getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("This referral code does not exist.")).toBeVisible();
  await page.screenshot({ path: "test-results/screens/suite-premium.png", fullPage: true });
  await page.getByLabel("Referral code (optional)").fill("");
  await page.getByTestId("plan-creator_monthly").getByRole("button", { name: "Subscribe" }).click();

  await expect(page).toHaveURL(/\/billing\/checkout\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("checkout-plan")).toHaveText("Creator monthly · €9.00 per month");
  await page.getByRole("button", { name: "Activate plan" }).click();

  await expect(page).toHaveURL(/\/create-subscription\/success\?checkout=[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Subscription confirmed" })).toBeVisible();
  await expect(page.getByTestId("current-plan")).toHaveText("Creator monthly · €9.00 per month");
  await expect(page.getByTestId("subscription-status")).toHaveText("Active");
  await page.screenshot({ path: "test-results/screens/suite-success.png", fullPage: true });

  await page.goto("/");
  await expect(page.getByTestId("suite-active")).toContainText("Your Deep Thought plan is active.");

  await page.goto("/premium");
  await page.getByRole("button", { name: "Get my code" }).click();
  await expect(page.getByTestId("referral-code")).toHaveText(/^[A-Z0-9]{8}$/);
  await expect(page.getByTestId("plan-creator_yearly").getByRole("button", { name: "Upgrade" })).toBeVisible();
  await page.screenshot({ path: "test-results/screens/suite-premium-active.png", fullPage: true });
  await toJapanese(page);
  await expect(page.getByTestId("current-plan")).toHaveText("Creator monthly · 月額 €9.00");
  await page.screenshot({ path: "test-results/screens/suite-premium-ja.png", fullPage: true });
});

test("checkout cancelled: the cancel page says nothing was charged", async ({ page }) => {
  await page.goto("/create-subscription/cancel");
  await expect(page.getByRole("heading", { level: 1, name: "Subscription cancelled" })).toBeVisible();
  await expect(page.getByText("Checkout was cancelled and nothing was charged.")).toBeVisible();
  await page.getByRole("link", { name: "Back to the plans" }).click();
  await expect(page).toHaveURL(/\/premium$/);
});
