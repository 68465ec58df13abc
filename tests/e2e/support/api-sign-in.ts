import { test, type Page } from "@playwright/test";
import { loginCodeIn, startSmtpCapture, type SmtpCapture } from "../../support/smtp-capture";
import { e2eAuthPorts } from "./auth-ports";

/** A JSON POST made by the page itself (Node cannot resolve *.localhost hosts; the browser can). */
async function postFromPage(page: Page, path: string, data: unknown): Promise<{ status: number; body: Record<string, string> }> {
  return page.evaluate(
    async ([p, d]) => {
      const res = await fetch(p as string, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(d) });
      return { status: res.status, body: await res.json() };
    },
    [path, data],
  );
}

/**
 * Signs the page's browser context in on the page's own host through the login-code API (the code
 * read from the real SMTP server): hosts without a sign-in page of their own, like the toolkit,
 * get their session cookie this way.
 */
export async function signInThroughApi(page: Page, smtp: SmtpCapture, email: string): Promise<void> {
  if (!page.url().startsWith("http")) await page.goto("/");
  const before = smtp.mails.length;
  const asked = await postFromPage(page, "/api/user/magic-link/", { email });
  if (asked.status >= 300) throw new Error(`magic link: ${asked.status} ${JSON.stringify(asked.body)}`);
  for (let i = 0; i < 100 && smtp.mails.length <= before; i++) await page.waitForTimeout(100);
  const used = await postFromPage(page, "/api/user/magic-link/use/", { magic_code: asked.body.magic_code, confirm_code: loginCodeIn(await smtp.latestTo(email)) });
  if (used.status >= 300) throw new Error(`sign in: ${used.status} ${JSON.stringify(used.body)}`);
}

/** Starts the real SMTP server the app mails login codes to, for the specs of this file; returns a sign-in function. */
export function mailSignIn(): (page: Page, email: string) => Promise<void> {
  let smtp: SmtpCapture | undefined;
  test.beforeAll(async () => {
    smtp = await startSmtpCapture(e2eAuthPorts().smtp);
  });
  test.afterAll(async () => smtp?.stop());
  return (page, email) => signInThroughApi(page, smtp!, email);
}
