import type { Page } from "@playwright/test";
import { loginCodeIn, type SmtpCapture } from "../../support/smtp-capture";

/**
 * Signs the page's browser context in on the page's own host through the login-code API (the code
 * read from the real SMTP server): hosts without a sign-in page of their own, like the toolkit,
 * get their session cookie this way.
 */
export async function signInThroughApi(page: Page, smtp: SmtpCapture, email: string): Promise<void> {
  const before = smtp.mails.length;
  const asked = await page.request.post("/api/user/magic-link/", { data: { email } });
  if (!asked.ok()) throw new Error(`magic link: ${asked.status()} ${await asked.text()}`);
  const { magic_code } = (await asked.json()) as { magic_code: string };
  for (let i = 0; i < 100 && smtp.mails.length <= before; i++) await page.waitForTimeout(100);
  const used = await page.request.post("/api/user/magic-link/use/", { data: { magic_code, confirm_code: loginCodeIn(await smtp.latestTo(email)) } });
  if (!used.ok()) throw new Error(`sign in: ${used.status()} ${await used.text()}`);
}
