import { test, type Page } from "@playwright/test";
import { toJapanese } from "../support/japanese";
import { signInSpec } from "../support/sign-in";

// "Connect account" through the embedded X sign-in (no X client configured): the local consent
// screen, the return to /authenticated with the state and PKCE checks, the account connected and
// made active, /switch-account, and the clear pages for a denial and a replayed answer.

const { expect, signIn } = signInSpec({ timeout: 180_000, expectTimeout: 30_000 });

async function openSignedIn(page: Page, path: string) {
  await page.goto(path);
  await signIn(page);
  await page.reload();
}

test("a creator connects a second X account with X sign-in, switches between accounts, and sees clearly when sign-in fails", async ({ page }) => {
  await openSignedIn(page, "/premium-suite/accounts");
  await page.getByRole("button", { name: "Connect account" }).click();

  await expect(page).toHaveURL(/\/local-x-consent\?.*code_challenge_method=S256/);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to X" })).toBeVisible();
  await expect(page.getByTestId("consent-scopes")).toContainText("Follow and unfollow accounts for you");
  await page.getByLabel("Sign in to X as").fill("not a handle!");
  await page.getByRole("button", { name: "Allow" }).click();
  await expect(page.getByText("Enter a valid X handle.")).toBeVisible();
  await page.getByLabel("Sign in to X as").fill("@olivia_pb");
  await page.screenshot({ path: "test-results/screens/x-sign-in-consent.png", fullPage: true });
  await page.getByRole("button", { name: "Allow" }).click();

  await expect(page).toHaveURL(/\/premium-suite\/accounts\?connected=olivia_pb$/);
  await expect(page.getByTestId("connected-notice")).toHaveText("@olivia_pb is connected. Its first sync is running; the numbers fill in when it is done.");
  const row = page.getByRole("row").filter({ hasText: "@olivia_pb" });
  await expect(row).toContainText("X sign-in");
  await page.screenshot({ path: "test-results/screens/x-sign-in-connected.png", fullPage: true });

  // The new account is the active one; switching back shows the demo account on every page.
  await page.goto("/switch-account");
  const accounts = page.getByTestId("switch-accounts");
  await expect(accounts.getByRole("listitem").filter({ hasText: "@olivia_pb" })).toContainText("Active");
  await accounts.getByRole("button", { name: "Use @murmur_creator" }).click();
  await expect(page).toHaveURL(/\/premium-suite$/);
  await expect(page.getByTestId("followers-count")).toHaveText("2,110");
  await page.reload();
  await expect(page.getByTestId("followers-count")).toHaveText("2,110");

  // Denied at the consent screen: a clear page, nothing connected.
  await page.goto("/premium-suite/accounts");
  await page.getByRole("button", { name: "Connect account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to X" })).toBeVisible();
  await page.getByRole("button", { name: "Deny" }).click();
  await expect(page.getByTestId("x-sign-in-error")).toHaveText("You did not allow Deep Thought to use your X account, so nothing was connected.");
  await page.screenshot({ path: "test-results/screens/x-sign-in-denied.png", fullPage: true });

  // The same answer again (a reload of /authenticated): the state was used up.
  await page.reload();
  await expect(page.getByTestId("x-sign-in-error")).toHaveText("This sign-in answer does not belong to a sign-in you started, or it was already used. Start again with Connect account under Accounts.");
  await page.getByRole("link", { name: "Back to Accounts" }).click();
  await expect(page.getByRole("row").filter({ hasText: "@" })).toHaveCount(2);

  // The consent screen in Japanese.
  await page.getByRole("button", { name: "Connect account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to X" })).toBeVisible();
  await toJapanese(page);
  await expect(page.getByRole("heading", { level: 1, name: "Xにサインイン" })).toBeVisible();
  await expect(page.getByTestId("consent-scopes")).toContainText("あなたに代わってのフォロー・フォロー解除");
  await expect(page.getByRole("button", { name: "許可" })).toBeVisible();
  await page.screenshot({ path: "test-results/screens/x-sign-in-consent-ja.png", fullPage: true });
});
