import { test, type Page } from "@playwright/test";
import { mailText } from "../support/smtp-capture";
import { startOAuthStub, type OAuthStub } from "../support/oauth-server";
import { e2eAuthPorts } from "./support/auth-ports";
import { codeMailedBy, signInByCode as signInWithCode, signInSpec } from "./support/sign-in";

// Sign-in walks through several pages and mails: give the whole flow room on a busy machine.
const { expect, smtp } = signInSpec({ timeout: 180_000, expectTimeout: 20_000 });
let oauth: OAuthStub;
test.beforeAll(async () => {
  oauth = await startOAuthStub(e2eAuthPorts().oauth);
});
test.afterAll(async () => oauth?.stop());

/** The e-mail step, then the code read from the real SMTP server typed into the six boxes. */
const signInByCode = (page: Page, email: string) => signInWithCode(page, smtp(), email);

test("a new person signs in by e-mailed code, creates a team, invites a colleague who joins, and keeps Japanese", async ({ page, browser }) => {
  // A signed-out visit is sent to login and comes back to where it started.
  await page.goto("/choose-team");
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("returnPath"))).toBe("/choose-team");
  await page.getByLabel("Email").fill("pat@e2e.example");
  const firstCode = await codeMailedBy(smtp(), "pat@e2e.example", async () => {
    await page.getByRole("button", { name: "Send login code" }).click();
    await expect(page.getByRole("heading", { name: "Please confirm your login" })).toBeVisible();
  });
  // A wrong code first: the boxes clear and the spec's message shows.
  const wrong = firstCode === "000000" ? "111111" : "000000";
  await page.getByLabel("Digit 1 of 6").click();
  await page.keyboard.type(wrong, { delay: 20 });
  await expect(page.getByText("Invalid login code")).toBeVisible();
  await expect(page.getByLabel("Digit 1 of 6")).toHaveValue("");
  await page.getByLabel("Digit 1 of 6").click();
  await page.keyboard.type(firstCode, { delay: 20 });

  await expect(page).toHaveURL(/\/choose-team$/);
  await expect(page.getByRole("heading", { name: "Choose a team" })).toBeVisible();
  await expect(page.getByText("You are not in a team yet.")).toBeVisible();
  await page.getByRole("link", { name: "Create or join a team" }).click();

  await expect(page).toHaveURL(/\/welcome$/);
  await page.getByLabel("Team name").fill("Pat Agency");
  await expect(page.getByLabel("Team address")).toHaveValue("pat-agency");
  await page.getByRole("button", { name: "Create team" }).click();
  await expect(page).toHaveURL(/\/pat-agency\/team$/);
  await expect(page.getByRole("heading", { name: "Team settings" })).toBeVisible();
  await expect(page.getByTestId("billing-status")).toHaveText(/incomplete/);
  expect(await page.evaluate(() => localStorage.getItem("recentTeam"))).toBe("pat-agency");

  await page.getByLabel("E-mail to invite").fill("sam@e2e.example");
  await page.getByRole("button", { name: "Send invite" }).click();
  await expect(page.getByTestId("pending-invites")).toContainText("sam@e2e.example");
  const inviteMail = mailText(await smtp().latestTo("sam@e2e.example"));
  const link = inviteMail.match(/http:\/\/localhost:\d+\/pat-agency\/invite-accept\?code=[A-Za-z0-9_-]+/)![0];

  // The colleague opens the link signed out, is sent to sign in, and lands back on the invite.
  const samContext = await browser.newContext();
  const sam = await samContext.newPage();
  await sam.goto(link);
  await expect(sam).toHaveURL(/\/login$/);
  await signInByCode(sam, "sam@e2e.example");
  await expect(sam).toHaveURL(/\/pat-agency\/invite-accept\?code=/);
  await expect(sam.getByRole("heading", { name: "Join Pat Agency" })).toBeVisible();
  await sam.getByRole("button", { name: "Accept invite" }).click();
  await expect(sam).toHaveURL(/\/pat-agency\/team$/);
  await expect(sam.getByTestId("members")).toContainText("sam@e2e.example");
  await expect(sam.getByText("Only team admins can change these settings.")).toBeVisible();
  await samContext.close();

  await page.reload();
  await expect(page.getByTestId("members")).toContainText("2 members");

  // Japanese, saved on the account, survives signing out and in again in a fresh browser.
  await page.goto("/pat-agency/account");
  await page.getByLabel("Interface and e-mail language").selectOption("ja");
  await expect(page.getByRole("heading", { name: "アカウント", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "サインアウト" }).click();
  await expect(page).toHaveURL(/\/login$/);

  const again = await browser.newContext();
  const fresh = await again.newPage();
  await fresh.goto("/login");
  await expect(fresh.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await signInByCode(fresh, "pat@e2e.example");
  await expect(fresh).toHaveURL(/\/choose-team$/);
  await expect(fresh.getByRole("heading", { name: "チームを選択" })).toBeVisible();
  await expect(fresh.getByTestId("team-list")).toContainText("Pat Agency");
  await again.close();
});

test("a person signs in with X through the local OAuth server, and a forged return is refused", async ({ page }) => {
  oauth.setUser({ id: "4242", name: "Xia Poster", username: "xia" });
  await page.goto("/login");
  await page.getByRole("button", { name: "Continue with X" }).click();
  await expect(page).toHaveURL(/\/choose-team$/);
  await expect(page.getByRole("heading", { name: "Choose a team" })).toBeVisible();
  await expect(page.getByText("You are not in a team yet.")).toBeVisible();

  await page.goto("/login/twitter?code=stolen&state=12345");
  await expect(page.getByText("Error: Unauthorized login attempt")).toBeVisible();
});

test("a sign-in button whose network page never opens lets the user retry after 20 seconds", async ({ page }) => {
  test.setTimeout(120_000);
  // The network answers the sign-in request with no page (204), so the browser stays on the login screen.
  let askedAt = 0;
  await page.route(
    (url) => url.pathname === "/authorize",
    (route) => {
      askedAt = Date.now();
      return route.fulfill({ status: 204 });
    },
  );
  await page.goto("/login");
  // Read the button's state directly: the abandoned navigation would hold locator waits.
  const disabled = () => page.evaluate(() => (document.querySelector("[data-testid=social-google]") as HTMLButtonElement).disabled);
  await page.getByTestId("social-google").click({ noWaitAfter: true });
  await expect.poll(() => askedAt).toBeGreaterThan(0);
  expect(await disabled()).toBe(true);
  // Real time, not a fake clock: the wait is the behaviour under test, and a timer never fires early.
  await expect.poll(disabled, { timeout: 60_000, intervals: [250] }).toBe(false);
  expect(Date.now() - askedAt).toBeGreaterThanOrEqual(19_500);
  await expect.poll(() => page.evaluate(() => document.body.innerText)).toContain("Google did not open its sign-in page. Please try again.");
});

test("choosing a team remembers it; an unknown team clears it", async ({ page }) => {
  await page.goto("/login");
  await signInByCode(page, "demo@murmur.localhost");
  await expect(page.getByTestId("team-list")).toContainText("Murmur Local");
  await page.getByRole("link", { name: /Acme Media/ }).click();
  await expect(page).toHaveURL(/\/acme\/audiences$/);
  expect(await page.evaluate(() => localStorage.getItem("recentTeam"))).toBe("acme");
  await page.goto("/choose-team?team=ghost");
  await expect(page.getByText("That team does not exist or you are not a member.")).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("recentTeam"))).toBeNull();
});

test("a signed-in person connects X from the account screen, then signs in with Google by e-mail match", async ({ page }) => {
  await page.goto("/login");
  await signInByCode(page, "demo@murmur.localhost");
  await expect(page.getByTestId("team-list")).toBeVisible();
  await page.goto("/local/account");
  await expect(page.getByTestId("social-accounts")).toContainText("No social accounts connected.");
  oauth.setUser({ id: "demo-x-1", name: "Demo On X", username: "demo_x" });
  await page.getByRole("button", { name: "Connect X" }).click();
  await expect(page).toHaveURL(/\/local\/account$/);
  await expect(page.getByTestId("social-accounts")).toContainText("X");
  await expect(page.getByRole("button", { name: "Disconnect" })).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  oauth.setUser({ id: "g-demo", name: "Demo User", username: "demo", email: "demo@murmur.localhost" });
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page).toHaveURL(/\/choose-team$/);
  await expect(page.getByTestId("team-list")).toContainText("Murmur Local");
});
