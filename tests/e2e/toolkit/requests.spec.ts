import { expect, test, type Page } from "@playwright/test";
import { mailText } from "../../support/smtp-capture";
import { smtpForSpec } from "../support/sign-in";

// A visitor's requests end to end: the form, the confirmation, the link from the real SMTP server the
// app mails, and what the link opens.

const smtp = smtpForSpec();

async function linkMailedTo(email: string): Promise<string> {
  await expect.poll(() => smtp().mails.some((m) => m.to.includes(email)), { timeout: 20_000 }).toBe(true);
  const link = mailText(await smtp().latestTo(email)).match(/https?:\/\/\S+\/request-verification\?token=[A-Za-z0-9_-]+/)![0];
  return new URL(link).pathname + new URL(link).search;
}

async function submit(page: Page) {
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page).toHaveURL(/\/request-confirmation/);
  await expect(page.getByRole("heading", { level: 1, name: "Request received" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
}

test("request access: the form checks its fields, the mailed link confirms the address", async ({ page }) => {
  const email = `access-${Date.now()}@agency.example`;
  await page.goto("/request-access");
  await expect(page.getByRole("heading", { level: 1, name: "Request access" })).toBeVisible();
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await page.getByLabel("Work e-mail").fill("not-an-address");
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await page.getByLabel("Work e-mail").fill(email);
  await page.getByLabel("Name").fill("Aiko Sato");
  await page.getByLabel("Company").fill("Dentsu");
  await page.getByLabel("What do you need?").fill("Pro tools for the APAC team");
  await page.screenshot({ path: "test-results/screens/toolkit-request-access.png", fullPage: true });
  await submit(page);
  await page.screenshot({ path: "test-results/screens/toolkit-request-confirmation.png", fullPage: true });

  await page.goto(await linkMailedTo(email));
  await expect(page.getByTestId("request-verified")).toContainText("Your e-mail address is confirmed.");
  await expect(page.getByTestId("request-verified")).toContainText("we reply within two business days");
  await page.screenshot({ path: "test-results/screens/toolkit-request-verified.png", fullPage: true });
});

test("a broken or expired link says so and offers a new request", async ({ page }) => {
  await page.goto(`/request-verification?token=${"x".repeat(43)}`);
  await expect(page.getByText("This link is not valid or has expired. Send the request again to get a new link.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Send a new request" })).toHaveAttribute("href", "/request-access");
});

test("a visitor downloads the FAQ from the materials library after confirming their e-mail", async ({ page }) => {
  const email = `download-${Date.now()}@agency.example`;
  await page.goto("/materials?type=faq");
  const faq = page.getByTestId("material");
  await expect(faq).toHaveCount(1);
  await expect(faq.getByRole("heading", { name: "Targeting Toolkit FAQ" })).toBeVisible();
  await page.screenshot({ path: "test-results/screens/toolkit-materials-faq.png", fullPage: true });
  await faq.getByRole("link", { name: "Request the download" }).click();
  await expect(page).toHaveURL(/\/request-download\/targeting-toolkit-faq$/);
  await expect(page.getByTestId("requested-title")).toHaveText("You are requesting: targeting-toolkit-faq");
  await page.getByLabel("Work e-mail").fill(email);
  await submit(page);

  await page.goto(await linkMailedTo(email));
  await expect(page.getByTestId("request-verified")).toContainText("Your download is ready.");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download Targeting Toolkit FAQ" }).click();
  expect((await download).suggestedFilename()).toBe("targeting-toolkit-faq.html");
});
