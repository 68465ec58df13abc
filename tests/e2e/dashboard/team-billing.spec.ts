import { test, type Page } from "@playwright/test";
import { toJapanese } from "../support/japanese";
import { pageApi, signInSpec } from "../support/sign-in";

// A new team's admin buys a plan from the team page with the local provider (no card), sees
// uploads to X unlock on the audiences page, then cancels at the end of the period.

const { expect, signIn } = signInSpec({ timeout: 150_000, expectTimeout: 20_000 });
const UPLOAD_GATE = "You need an active subscription to upload audiences to X.";

const plans = (page: Page) => page.getByTestId("team-plans");
const row = (page: Page, name: string) => page.getByRole("row", { name: new RegExp(name) });

/** A fresh user with their own team, an ad account and one saved audience, as a new customer has. */
async function newTeam(page: Page): Promise<string> {
  await signIn(page, "buyer@e2e.example");
  await page.goto("/welcome");
  await expect(page.getByRole("heading", { name: "Welcome to Murmur" })).toBeVisible();
  const team = await pageApi<{ slug: string }>(page, "POST", "/api/teams/", { body: { name: "Plan Studio" } });
  await pageApi(page, "POST", "/api/ad-accounts/standalone/", { body: { account_id: "18ce54plan01", name: "Plan ads" } });
  await pageApi(page, "POST", "/api/audience-configs/", { body: { team: team.slug, name: "Bakers", targeting_package: { keywords: [{ label: "sourdough" }] } } });
  return team.slug;
}

test("a team admin upgrades from the team page, uploads unlock, then cancels at period end", async ({ page }) => {
  const slug = await newTeam(page);

  await page.goto(`/${slug}/audiences`);
  await expect(page.getByTestId("upload-gate")).toContainText(UPLOAD_GATE);
  await expect(row(page, "Bakers").getByRole("button", { name: "Upload to X" })).toHaveCount(0);
  await page.screenshot({ path: "test-results/screens/team-audiences-upload-gate.png", fullPage: true });
  await page.getByRole("link", { name: "See the team's plans" }).click();

  await expect(page).toHaveURL(new RegExp(`/${slug}/team$`));
  await expect(plans(page).getByTestId("current-plan")).toHaveText("No plan yet.");
  await expect(plans(page).getByTestId("local-provider-notice")).toContainText("no card is taken and nothing is charged");
  await expect(plans(page).getByTestId("billing-details-missing")).toBeVisible();
  const monthly = plans(page).getByTestId("plan-team_monthly");
  await expect(monthly.getByTestId("plan-price")).toHaveText("€49.00 per month");
  await expect(plans(page).getByTestId("plan-enterprise_yearly").getByTestId("plan-price")).toHaveText("€1,990.00 per year");
  await expect(monthly.getByRole("button", { name: "Subscribe" })).toBeDisabled();
  await page.screenshot({ path: "test-results/screens/team-plans-none.png", fullPage: true });

  // §5: the billing details first; a bad e-mail is refused in the form.
  const details = page.getByTestId("billing");
  await details.getByLabel("Invoice e-mail").fill("not-an-email");
  await details.getByRole("button", { name: "Save" }).click();
  await expect(details.getByText("Invoice email is not valid")).toBeVisible();
  await details.getByLabel("Invoice e-mail").fill("billing@plan.example");
  await details.getByLabel("Country").fill("Japan");
  await details.getByLabel("Invoice name").fill("Plan Studio KK");
  await details.getByRole("button", { name: "Save" }).click();
  await expect(details.getByTestId("billing-status")).toHaveText("Billing details are complete.");
  await expect(plans(page).getByTestId("billing-details-missing")).toHaveCount(0);

  await monthly.getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/\/billing\/checkout\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(page.getByTestId("checkout-plan")).toHaveText("Team monthly · €49.00 per month");
  await expect(page.getByTestId("local-provider-notice")).toBeVisible();
  await page.screenshot({ path: "test-results/screens/team-checkout-local.png", fullPage: true });
  await page.getByRole("button", { name: "Activate plan" }).click();

  await expect(page).toHaveURL(new RegExp(`/${slug}/team\\?billing=success$`));
  await expect(plans(page).getByTestId("subscription-status")).toHaveText("Active");
  await expect(plans(page).getByTestId("current-plan")).toHaveText("Team monthly · €49.00 per month");
  await expect(plans(page).getByText(/^Renews /)).toBeVisible();
  await expect(plans(page).getByTestId("invoices")).toContainText("Not charged");
  await expect(plans(page).getByTestId("plan-enterprise_monthly").getByRole("button", { name: "Upgrade" })).toBeVisible();
  await page.screenshot({ path: "test-results/screens/team-plans-active.png", fullPage: true });

  await page.goto(`/${slug}/audiences`);
  await expect(row(page, "Bakers")).toBeVisible();
  await expect(page.getByTestId("upload-gate")).toHaveCount(0);
  await row(page, "Bakers").getByRole("button", { name: "Upload to X" }).click();
  await expect(page.getByText(/Uploaded to 18ce54plan01 as a draft line item/)).toBeVisible();

  await page.goto(`/${slug}/team`);
  await plans(page).getByRole("button", { name: "Cancel plan" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel plan" });
  await expect(dialog).toContainText("The plan stays active until");
  await dialog.getByRole("button", { name: "Cancel at period end" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(plans(page).getByTestId("subscription-status")).toHaveText("Cancelled at period end");
  await expect(plans(page).getByText(/^Active until /)).toBeVisible();
  await expect(plans(page).getByRole("button", { name: "Cancel plan" })).toHaveCount(0);
  await page.reload();
  await expect(plans(page).getByTestId("subscription-status")).toHaveText("Cancelled at period end");
  await page.screenshot({ path: "test-results/screens/team-plans-canceling.png", fullPage: true });

  await toJapanese(page);
  await expect(plans(page).getByTestId("subscription-status")).toHaveText("期間終了時に解約");
  await expect(plans(page).getByTestId("current-plan")).toHaveText("Team monthly · 月額 €49.00");
  await page.screenshot({ path: "test-results/screens/team-plans-ja.png", fullPage: true });
});

test("a member sees the team's plan but cannot buy, and is not offered invoices", async ({ page }) => {
  await signIn(page);
  await page.goto("/acme/team");
  await expect(plans(page).getByTestId("subscription-summary")).toBeVisible();
  await expect(plans(page).getByText("Only team admins can change the plan.")).toBeVisible();
  await expect(plans(page).getByRole("button", { name: /Subscribe|Upgrade|Cancel plan/ })).toHaveCount(0);
  await expect(plans(page).getByTestId("invoices")).toHaveCount(0);
});
