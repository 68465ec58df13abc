import { expect, test, type Page } from "@playwright/test";
import { loginCodeIn, startSmtpCapture, type SmtpCapture } from "../../support/smtp-capture";
import { e2eAuthPorts } from "./auth-ports";

/** Puts the app's database back to the demo seed (the reset page lives on the dashboard host). */
export async function resetDatabase(page: Page) {
  const res = await page.request.get(`http://localhost:${e2eAuthPorts().app}/reset-e2e`);
  expect(res.status()).toBe(200);
}

/** A JSON POST made by the page itself (Node cannot resolve *.localhost hosts; the browser can). */
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
 * Signs in on the page's own host through the login API (the code read from the real SMTP
 * server), so the session cookie belongs to that host; the login screen itself is tested elsewhere.
 * The page must already be on a page of that host.
 */
export async function signInByApi(page: Page, smtp: SmtpCapture, email: string) {
  const before = smtp.mails.length;
  const asked = await postFromPage(page, "/api/user/magic-link/", { email });
  expect(asked.status).toBe(200);
  await expect.poll(() => smtp.mails.length, { timeout: 20_000 }).toBeGreaterThan(before);
  const code = loginCodeIn(await smtp.latestTo(email));
  const used = await postFromPage(page, "/api/user/magic-link/use/", { magic_code: asked.data.magic_code, confirm_code: code });
  expect(used.status).toBe(200);
}

/** An API call from inside the page, with the page's own session and CSRF header (MURMUR_MODE=test hooks). */
export function pageApi<T = unknown>(page: Page, method: string, path: string, options: Record<string, unknown> = {}): Promise<T> {
  return page.evaluate(([m, p, o]) => window.murmurTest!.api.request(m as never, p as string, o as never), [method, path, options] as const) as Promise<T>;
}

/** A spec that signs people in: the real SMTP server the app mails codes to, and a fresh demo database per test. */
export function signInSetup() {
  const holder: { smtp?: SmtpCapture } = {};
  test.beforeAll(async () => {
    holder.smtp = await startSmtpCapture(e2eAuthPorts().smtp);
  });
  test.afterAll(async () => holder.smtp?.stop());
  test.beforeEach(async ({ page }) => resetDatabase(page));
  return { signIn: (page: Page, email: string) => signInByApi(page, holder.smtp!, email) };
}

/** The e-mail step on the login page, then the code read from the real SMTP server typed into the six boxes. */
export async function signInByCode(page: Page, smtp: SmtpCapture, email: string) {
  await page.getByLabel("Email").fill(email);
  const before = smtp.mails.length;
  await page.getByRole("button", { name: "Send login code" }).click();
  await expect(page.getByRole("heading", { name: "Please confirm your login" })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => smtp.mails.length, { timeout: 20_000 }).toBeGreaterThan(before);
  const code = loginCodeIn(await smtp.latestTo(email));
  await page.getByLabel("Digit 1 of 6").click();
  await page.keyboard.type(code, { delay: 30 });
}
