import { expect as baseExpect, test, type Page } from "@playwright/test";
import { loginCodeIn, startSmtpCapture, type SmtpCapture } from "../../support/smtp-capture";
import { e2eAuthPorts } from "./auth-ports";

// The one place browser tests sign people in: the code always comes from the real SMTP server the
// app mails it to, and goes in either through the login API or through the code screen.

const expect = baseExpect;
export const DEMO_EMAIL = "demo@murmur.localhost";

/** Puts the app's database back to the demo seed (the reset page answers on the dashboard host). */
export async function resetDatabase(page: Page) {
  const res = await page.request.get(`http://localhost:${e2eAuthPorts().app}/reset-e2e`);
  expect(res.status()).toBe(200);
}

/** The real SMTP server the app mails login codes to, started before the spec file's tests and stopped after; read it inside tests. */
export function smtpForSpec(): () => SmtpCapture {
  let smtp: SmtpCapture | undefined;
  test.beforeAll(async () => {
    smtp = await startSmtpCapture(e2eAuthPorts().smtp);
  });
  test.afterAll(async () => smtp?.stop());
  return () => smtp!;
}

/** Runs what makes the app mail a login code to this address, then reads the code from the new mail. */
export async function codeMailedBy(smtp: SmtpCapture, email: string, send: () => Promise<unknown>): Promise<string> {
  const before = smtp.mails.length;
  await send();
  const address = email.toLowerCase();
  // Reading the captured mails costs nothing: look often (the default backs off to a second between looks,
  // and every sign-in of the suite waited out part of one).
  await expect.poll(() => smtp.mails.slice(before).some((m) => m.to.includes(address)), { timeout: 20_000, intervals: [20, 50, 100] }).toBe(true);
  return loginCodeIn(await smtp.latestTo(email));
}

/** A JSON POST made by the page itself, so the cookie lands on the page's own host (Node cannot resolve *.localhost; the browser can). */
function postFromPage(page: Page, path: string, body: unknown): Promise<{ status: number; data: Record<string, string> }> {
  return page.evaluate(
    async ([p, b]) => {
      const res = await fetch(p as string, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(b), credentials: "include" });
      return { status: res.status, data: await res.json() };
    },
    [path, body] as const,
  );
}

/**
 * Signs in on the page's own host through the login-code API; the login screen itself is tested
 * elsewhere. A page with no origin yet first opens a blank document of that host, answered by the
 * test itself: it never redirects, and unlike an API answer (Content-Security-Policy default-src
 * 'none') it lets the calls below be made from it.
 */
export async function signInByApi(page: Page, smtp: SmtpCapture, email: string) {
  if (!page.url().startsWith("http")) {
    await page.route("**/__e2e-blank", (r) => r.fulfill({ contentType: "text/html", body: "<!doctype html><title>e2e</title>" }));
    await page.goto("/__e2e-blank");
  }
  let asked: Awaited<ReturnType<typeof postFromPage>> | undefined;
  const code = await codeMailedBy(smtp, email, async () => {
    asked = await postFromPage(page, "/api/user/magic-link/", { email });
    expect(asked.status, JSON.stringify(asked.data)).toBe(200);
  });
  const used = await postFromPage(page, "/api/user/magic-link/use/", { magic_code: asked!.data.magic_code, confirm_code: code });
  expect(used.status, JSON.stringify(used.data)).toBe(200);
}

/** On the login page: the e-mail step, then the mailed code typed into the six boxes. */
export async function signInByCode(page: Page, smtp: SmtpCapture, email: string) {
  await page.getByLabel("Email").fill(email);
  const code = await codeMailedBy(smtp, email, async () => {
    await page.getByRole("button", { name: "Send login code" }).click();
    await expect(page.getByRole("heading", { name: "Please confirm your login" })).toBeVisible({ timeout: 20_000 });
  });
  await page.getByLabel("Digit 1 of 6").click();
  await page.keyboard.type(code, { delay: 30 });
}

/** Dashboard sign-in through its login page, ending wherever the app sends a signed-in person. */
export async function signInDashboard(page: Page, smtp: SmtpCapture, email = DEMO_EMAIL) {
  await page.goto("/login");
  await signInByCode(page, smtp, email);
  await expect(page).not.toHaveURL(/\/login/);
}

/** The toolkit's personal session, from the sign-in form a toolkit page shows in place. */
export async function signInToolkit(page: Page, smtp: SmtpCapture, email = DEMO_EMAIL) {
  await page.getByLabel("Email").fill(email);
  const code = await codeMailedBy(smtp, email, () => page.getByRole("button", { name: "Send login code" }).click());
  await page.getByLabel("Login code").fill(code);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("personal-session")).toContainText(email);
}

type SignIn = (page: Page, email?: string) => Promise<void>;

/**
 * The preamble of a spec whose tests sign people in: its time limits, the SMTP server, a fresh demo
 * database before each test and, with `signedIn`, the demo user signed in (by API or through the
 * login page) before each test too. Returns the spec's expect and its sign-in by API.
 */
export function signInSpec(options: { timeout?: number; expectTimeout?: number; reset?: boolean; signedIn?: "api" | "login-page" } = {}) {
  if (options.timeout) test.describe.configure({ timeout: options.timeout });
  const smtp = smtpForSpec();
  const signIn: SignIn = (page, email = DEMO_EMAIL) => signInByApi(page, smtp(), email);
  if (options.reset ?? true) test.beforeEach(async ({ page }) => resetDatabase(page));
  if (options.signedIn === "api") test.beforeEach(async ({ page }) => signIn(page));
  if (options.signedIn === "login-page") test.beforeEach(async ({ page }) => signInDashboard(page, smtp()));
  return { expect: options.expectTimeout ? expect.configure({ timeout: options.expectTimeout }) : expect, smtp, signIn };
}

/** The former name of signInSpec() without options, kept while specs written against it are merged. */
export const signInSetup = () => signInSpec();

/** The SMTP server for the spec file and its sign-in by API (no database reset). */
export function mailSignIn(): SignIn {
  return signInSpec({ reset: false }).signIn;
}

/** An API call from inside the page, with the page's own session and CSRF header (MURMUR_MODE=test hooks). */
export async function pageApi<T = unknown>(page: Page, method: string, path: string, options: Record<string, unknown> = {}): Promise<T> {
  // The hooks arrive with the page's scripts: a call made right after navigation waits for them.
  await page.waitForFunction(() => Boolean(window.murmurTest));
  return page.evaluate(([m, p, o]) => window.murmurTest!.api.request(m as never, p as string, o as never), [method, path, options] as const) as Promise<T>;
}
