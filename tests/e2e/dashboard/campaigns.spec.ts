import { test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { pageApi, signInSpec } from "../support/sign-in";
import { pdfText } from "../../support/pdf-text";

// A team member creates a campaign from a saved package through the dashboard form, meets the
// refusals of a bad budget (the form's) and of a budget over the insertion order's credit (the ads
// sandbox's, as X refuses it), pauses the campaign, edits its budget, downloads its summary PDF,
// reads its simulated figures, and uploads an image to the media library with a progress bar.

const { expect, signIn } = signInSpec({ timeout: 180_000, expectTimeout: 30_000 });

// The smallest PNG: a 1x1 transparent pixel.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

async function newTeam(page: Page): Promise<string> {
  await signIn(page, "campaigner@e2e.example");
  await page.goto("/welcome");
  await expect(page.getByRole("heading", { name: "Welcome to Murmur" })).toBeVisible();
  const team = await pageApi<{ slug: string }>(page, "POST", "/api/teams/", { body: { name: "Campaign Studio" } });
  await pageApi(page, "POST", "/api/ad-accounts/standalone/", { body: { account_id: "18ce54camp01", name: "Campaign ads" } });
  await pageApi(page, "POST", "/api/audience-configs/", { body: { team: team.slug, name: "Coffee lovers", size: 1_200_000, targeting_package: { keywords: [{ label: "cold brew" }] } } });
  return team.slug;
}

test("a campaign is created from a saved package, refused a bad budget, paused, and shows simulated figures; an image uploads with progress", async ({ page }) => {
  const slug = await newTeam(page);
  await page.goto(`/${slug}/campaigns`);
  await expect(page.getByRole("table", { name: "Campaigns" })).toContainText("No campaigns yet.");
  await page.getByRole("button", { name: "New campaign" }).click();

  const form = page.getByTestId("campaign-form");
  await form.getByLabel("Campaign name").fill("Autumn cold brew");
  await expect(form.getByLabel("Funding instrument").locator("option", { hasText: "INSERTION_ORDER" })).toHaveCount(1);
  const io = await form.getByLabel("Funding instrument").locator("option", { hasText: "INSERTION_ORDER" }).getAttribute("value");
  await form.getByLabel("Funding instrument").selectOption(io!);
  await form.getByLabel("Daily budget").fill("12.55");
  await form.getByLabel("Targeting package").selectOption({ label: "Coffee lovers" });
  await form.getByLabel("Bid per 1,000 impressions").fill("6");
  await form.getByLabel("Ad text").fill("Cold brew, delivered before nine.");
  await form.getByRole("button", { name: "Create campaign" }).click();
  await expect(form.getByText("Budget must be a number with at most one decimal place.")).toBeVisible();

  // The form's rules pass; the sandbox refuses a lifetime budget over the insertion order's credit, on the field.
  await form.getByLabel("Daily budget").fill("100");
  await form.getByLabel("Lifetime budget").fill("20000");
  await form.getByRole("button", { name: "Create campaign" }).click();
  await expect(form.getByText("Budget is more than the funding instrument's remaining credit (10,000 USD).")).toBeVisible();
  await page.screenshot({ path: "test-results/screens/campaign-form-refused.png", fullPage: true });

  await form.getByLabel("Lifetime budget").fill("1500");
  await form.getByRole("button", { name: "Create campaign" }).click();
  await expect(form).toHaveCount(0);
  const row = page.getByRole("row", { name: /Autumn cold brew/ });
  await expect(row.getByTestId("campaign-status")).toHaveText("Active");

  const stats = page.getByTestId("campaign-stats");
  await expect(stats.getByTestId("simulated-label")).toContainText("Simulated: the ads sandbox computes these figures");
  await expect(stats.getByTestId("stat-impressions")).toHaveText(/^\d[\d,]*$/);
  // 1,200,000 x 5% x 1.6 = 96,000 by audience; 100 USD / (6 x 0.8 / 1000) = 20,833 by budget; reach = impressions / 1.6, +-20%.
  await expect(stats.getByTestId("campaign-reach")).toHaveText("Simulated daily reach: 10,416 to 15,625 accounts (16,666 to 25,000 impressions).");
  await expect(page.getByRole("table", { name: "Ad sets" })).toContainText("Coffee lovers");
  await expect(page.getByRole("table", { name: "Ads" })).toContainText("Cold brew, delivered before nine.");

  await row.getByRole("button", { name: "Pause" }).click();
  await expect(row.getByTestId("campaign-status")).toHaveText("Paused");
  await expect(row.getByRole("button", { name: "Activate" })).toBeVisible();
  await page.screenshot({ path: "test-results/screens/campaigns-paused.png", fullPage: true });

  // Budgets and dates: the sandbox's refusal lands on its field; a change within the credit is saved and shown in the list.
  await page.getByRole("button", { name: "Edit budgets and dates" }).click();
  const edit = page.getByTestId("campaign-budgets-form");
  await edit.getByLabel("Lifetime budget").fill("20000");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit.getByText("Budget is more than the funding instrument's remaining credit (10,000 USD).")).toBeVisible();
  await page.screenshot({ path: "test-results/screens/campaign-edit-refused.png", fullPage: true });
  await edit.getByLabel("Lifetime budget").fill("2500");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit).toHaveCount(0);
  await expect(page.getByRole("table", { name: "Campaigns" }).getByRole("row", { name: /Autumn cold brew/ })).toContainText("$2,500.00");

  // The summary PDF downloads and its text names the campaign, its budgets and the simulated figures.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^murmur-campaign-\d+-summary\.pdf$/);
  const text = (await pdfText(readFileSync((await file.path())!))).replace(/\s+/g, " ");
  expect(text).toContain("Campaign summary: Autumn cold brew");
  expect(text).toContain("$2,500.00");
  expect(text).toContain("Simulated: the ads sandbox computes these figures");
  expect(text).toContain("Coffee lovers");

  await page.goto(`/${slug}/media`);
  await expect(page.getByLabel("Ad account")).toHaveValue("18ce54camp01");
  await expect(page.getByLabel("File")).toBeEnabled();
  await page.getByLabel("File").setInputFiles({ name: "pixel.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByTestId("upload-progress")).toBeVisible();
  await expect(page.getByTestId("upload-progress")).toHaveAttribute("value", "1");
  await expect(page.getByRole("list", { name: "Media library" }).getByRole("img", { name: "pixel.png" })).toBeVisible();
  await page.getByLabel("File").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") });
  await expect(page.getByTestId("upload-error")).toHaveText("Upload a PNG, JPEG or GIF image or an MP4 video.");
  await page.screenshot({ path: "test-results/screens/media-library.png", fullPage: true });
});
