import { expect, test } from "@playwright/test";
import { mailText } from "../../support/smtp-capture";
import { DEMO_EMAIL, signInSpec, signInToolkit } from "../support/sign-in";

// The toolkit's admin screens: a visitor's request reaches the admins' list, an admin approves it,
// and an admin uploads a material that visitors then find in the library. The demo user is a
// member of Toolkit_admin; anyone else is shown the admins-only note (and the API answers 403).

// A fresh demo database before each test (it also clears the login-code limits).
const { smtp } = signInSpec({ timeout: 120_000 });

test("a visitor's access request appears in the admins' list, and approving it mails the visitor", async ({ page }) => {
  const email = `admin-list-${Date.now()}@agency.example`;
  await page.goto("/request-access");
  await page.getByLabel("Work e-mail").fill(email);
  await page.getByLabel("Name").fill("Kenji Mori");
  await page.getByLabel("Company").fill("Havas Tokyo");
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page).toHaveURL(/\/request-confirmation/);
  await expect.poll(() => smtp().mails.some((m) => m.to.includes(email)), { timeout: 20_000 }).toBe(true);
  const link = new URL(mailText(await smtp().latestTo(email)).match(/https?:\/\/\S+\/request-verification\?token=[A-Za-z0-9_-]+/)![0]);

  await page.goto("/admin/requests");
  await signInToolkit(page, smtp(), DEMO_EMAIL);
  await expect(page.getByRole("heading", { level: 1, name: "Manage requests" })).toBeVisible();
  await page.getByLabel("Search").fill("Havas Tokyo");
  await page.getByRole("button", { name: "Apply" }).click();
  const row = page.getByTestId("admin-request").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Access request");
  await expect(row).toContainText("Waiting for confirmation");
  // Not confirmed yet: there is nothing to approve.
  await expect(row.getByRole("button", { name: `Approve: ${email}` })).toHaveCount(0);

  await page.goto(link.pathname + link.search);
  await expect(page.getByTestId("request-verified")).toBeVisible({ timeout: 60_000 });
  await page.goto("/admin/requests");
  await page.getByLabel("Kind").selectOption("access");
  const confirmed = page.getByTestId("admin-request").filter({ hasText: email });
  await expect(confirmed).toContainText("Confirmed");
  await page.screenshot({ path: "test-results/screens/toolkit-admin-requests.png", fullPage: true });
  const before = smtp().mails.length;
  await confirmed.getByRole("button", { name: `Approve: ${email}` }).click();
  await expect(confirmed.getByTestId("request-status")).toHaveText("Approved");
  await expect.poll(() => smtp().mails.slice(before).some((m) => m.to.includes(email)), { timeout: 20_000 }).toBe(true);
  expect(mailText(await smtp().latestTo(email))).toContain("/explore");
  await page.getByLabel("Status").selectOption("new");
  await expect(page.getByTestId("admin-request").filter({ hasText: email })).toHaveCount(0);
});

test("an admin uploads a material, finds it in the library, edits its details without a new file, and deletes it", async ({ page }) => {
  const title = `Launch playbook ${Date.now()}`;
  const slug = `launch-playbook-${Date.now()}`;
  await page.goto("/admin/materials");
  await signInToolkit(page, smtp(), DEMO_EMAIL);
  await expect(page.getByRole("heading", { level: 1, name: "Manage materials" })).toBeVisible();
  await expect(page.getByTestId("admin-material").filter({ hasText: "Targeting Toolkit FAQ" })).toBeVisible();
  await page.getByRole("button", { name: "Add a material" }).click();
  const form = page.getByTestId("material-form");
  await form.getByRole("button", { name: "Upload and save" }).click();
  await expect(form.getByText("Title is required")).toBeVisible();
  await expect(form.getByText("Choose the file to upload")).toBeVisible();
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Address name").fill(slug);
  await form.getByLabel("Content type").selectOption("case-study");
  await form.getByLabel("Summary").fill("How a launch team sized its audience before spending.");
  await form.getByLabel("File").setInputFiles({ name: "playbook.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n% a launch playbook\n") });
  await page.screenshot({ path: "test-results/screens/toolkit-admin-material-form.png", fullPage: true });
  await form.getByRole("button", { name: "Upload and save" }).click();
  const row = page.getByTestId("admin-material").filter({ hasText: title });
  await expect(row).toContainText("Case Studies");
  await expect(row).toContainText("Everyone");
  await expect(row).toContainText("playbook.pdf");
  await page.screenshot({ path: "test-results/screens/toolkit-admin-materials.png", fullPage: true });

  await page.goto("/marketing-materials?type=case-study");
  await expect(page.getByTestId("material").getByRole("heading", { name: title })).toBeVisible();
  // Signed in, the public library's download gives the file at once (its query island, no app providers).
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByTestId("material").filter({ hasText: title }).getByRole("button", { name: "Download" }).click()]);
  expect(file.suggestedFilename()).toBe("playbook.pdf");

  // Its details change without a new file: title, address, type, language; the file stays.
  const edited = `${title} (Japan)`;
  await page.goto("/admin/materials");
  await page.getByRole("button", { name: `Edit: ${title}` }).click();
  const editForm = page.getByTestId("material-form");
  await expect(editForm.getByRole("heading", { name: `Edit “${title}”` })).toBeVisible();
  await editForm.getByLabel("Title").fill(edited);
  await editForm.getByLabel("Address name").fill(`${slug}-jp`);
  await editForm.getByLabel("Content type").selectOption("one-pager");
  await editForm.getByLabel("Language").selectOption("ja");
  await page.screenshot({ path: "test-results/screens/toolkit-admin-material-edit.png", fullPage: true });
  await editForm.getByRole("button", { name: "Save", exact: true }).click();
  const editedRow = page.getByTestId("admin-material").filter({ hasText: edited });
  await expect(editedRow).toContainText(`${slug}-jp`);
  await expect(editedRow).toContainText("Product One-pagers");
  await expect(editedRow).toContainText("Japanese");
  await expect(editedRow).toContainText("playbook.pdf");
  await page.goto("/marketing-materials?type=one-pager&language=ja");
  await expect(page.getByTestId("material").getByRole("heading", { name: edited })).toBeVisible();

  await page.goto("/admin/materials");
  page.once("dialog", (d) => d.accept());
  await page.getByRole("button", { name: `Delete: ${edited}` }).click();
  await expect(page.getByTestId("admin-material").filter({ hasText: edited })).toHaveCount(0);
});

test("someone who is not an admin is told the screens are for admins, and sees no admin link", async ({ page }) => {
  await page.goto("/admin/requests");
  await signInToolkit(page, smtp(), `not-admin-${Date.now()}@brand.example`);
  await expect(page.getByTestId("not-admin")).toContainText("For the toolkit's admins");
  await expect(page.getByTestId("admin-requests")).toHaveCount(0);
  await expect(page.getByTestId("admin-link")).toHaveCount(0);
});
