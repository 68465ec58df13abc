import { expect, type Page } from "@playwright/test";
import { loginCodeIn, type SmtpCapture } from "../../support/smtp-capture";
import { e2eAuthPorts } from "./auth-ports";

/** Puts the app's database back to the demo seed (the reset page lives on the dashboard host). */
export async function resetDatabase(page: Page) {
  const res = await page.request.get(`http://localhost:${e2eAuthPorts().app}/reset-e2e`);
  expect(res.status()).toBe(200);
}

/**
 * Signs in on the page's own host through the login API (the code read from the real SMTP
 * server), so the session cookie belongs to that host; the login screen itself is tested elsewhere.
 */
export async function signInByApi(page: Page, smtp: SmtpCapture, email: string) {
  const before = smtp.mails.length;
  const asked = await page.request.post("/api/user/magic-link/", { data: { email } });
  expect(asked.status()).toBe(200);
  const { magic_code } = (await asked.json()) as { magic_code: string };
  await expect.poll(() => smtp.mails.length, { timeout: 20_000 }).toBeGreaterThan(before);
  const code = loginCodeIn(await smtp.latestTo(email));
  const used = await page.request.post("/api/user/magic-link/use/", { data: { magic_code, confirm_code: code } });
  expect(used.status()).toBe(200);
}

/** An API call from inside the page, with the page's own session and CSRF header (MURMUR_MODE=test hooks). */
export function pageApi<T = unknown>(page: Page, method: string, path: string, options: Record<string, unknown> = {}): Promise<T> {
  return page.evaluate(([m, p, o]) => window.murmurTest!.api.request(m as never, p as string, o as never), [method, path, options] as const) as Promise<T>;
}
