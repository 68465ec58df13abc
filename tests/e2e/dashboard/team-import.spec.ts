import { test } from "@playwright/test";
import { signInSpec } from "../support/sign-in";

// An upload, an import job and the derived tables' refresh on a shared 2-core machine: give the flow room.
const { expect } = signInSpec({ timeout: 240_000, expectTimeout: 60_000, signedIn: "login-page" });

// An export of no known shape: its own column names, no post ids, one bad row among good ones.
const CSV = [
  "content,author,publish_date,likes",
  "Morning run along the river,riverrunner,2024-03-01 07:15:00,5",
  "Rest day,riverrunner,not a date,1",
  '"Intervals, then stretching",riverrunner,2024-03-05 06:30:00,2',
].join("\n");

test("a team admin imports a mapped CSV through the page and follows it to the counts", async ({ page }) => {
  await page.goto("/local/media");
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Import" }).click();
  await expect(page).toHaveURL(/\/local\/import$/);
  await expect(page).toHaveTitle(/Import posts/);

  await page.getByTestId("import-file").setInputFiles({ name: "runs-export.csv", mimeType: "text/csv", buffer: Buffer.from(CSV) });
  await expect(page.getByTestId("import-detected")).toHaveAttribute("data-kind", "csv");
  const preview = page.getByTestId("import-preview");
  await expect(preview).toContainText("Intervals, then stretching");
  await expect(preview.locator("tbody tr")).toHaveCount(3);

  // The mapping starts from same-named columns (author); the rest is chosen by hand.
  const mapping = page.getByTestId("import-mapping");
  await expect(mapping.locator('select[data-field="author"]')).toHaveValue("author");
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(mapping).toContainText("Text is required");
  await mapping.locator('select[data-field="text"]').selectOption("content");
  await mapping.locator('select[data-field="created_at"]').selectOption("publish_date");
  await mapping.locator('select[data-field="likes"]').selectOption("likes");
  await page.screenshot({ path: ".reports/screens/import-mapping.png", fullPage: true });
  await page.getByRole("button", { name: "Import", exact: true }).click();

  const job = page.getByTestId("import-job").first();
  await expect(job.getByRole("progressbar")).toBeVisible();
  await expect(job).toHaveAttribute("data-status", "done");
  await expect(job.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
  // Two posts and their author (an account known by handle) are new; the bad row is skipped.
  await expect(job.locator('[data-count="inserted"] dd')).toHaveText("3");
  await expect(job.locator('[data-count="skipped"] dd')).toHaveText("1");
  await expect(job.getByTestId("import-problems")).toContainText('Line 3: column "publish_date": "not a date" is not a date');
  await page.screenshot({ path: ".reports/screens/import-done.png", fullPage: true });

  // The import is the team's job: a reload finds it with its counts.
  await page.reload();
  await expect(page.getByTestId("import-job").first()).toHaveAttribute("data-status", "done");
  await expect(page.getByTestId("import-job").first().locator('[data-count="inserted"] dd')).toHaveText("3");
});
