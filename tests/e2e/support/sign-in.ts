import { expect, type Page } from "@playwright/test";
import { loginCodeIn, type SmtpCapture } from "../../support/smtp-capture";

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
