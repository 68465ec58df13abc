import { test } from "@playwright/test";
import { analyse, apiPost, cardReady, nf, type Report } from "../support/analysis";
import { signInSpec, signInToolkit } from "../support/sign-in";

const { expect, smtp } = signInSpec({ timeout: 240_000, expectTimeout: 60_000 });

test("the toolkit's personal session runs analyses on /explore and its aliases, with the API's numbers", async ({ page }) => {
  await page.goto("/explore");
  await expect(page.getByRole("heading", { level: 1, name: "Explore" })).toBeVisible();
  await signInToolkit(page, smtp());

  await analyse(page, "Audience", "code");
  await expect(page).toHaveURL(/\/explore\?type=keyword&q=code/);
  const report = await apiPost<Report>(page, "/api/external/analyze-query/", { query_type: "keyword", query: "code" });
  await expect(page.getByTestId("audience-line")).toContainText(`${nf(report.audience.population)} accounts in the audience`);
  const languages = await cardReady(page, "languages");
  const top = report.sections.languages.rows![0];
  await expect(languages.locator(`[data-row="${top.label}"] [data-value]`)).toContainText(`${top.share!.toFixed(1)}%`);
  const topHandle = report.sections.top_accounts.rows![0].handle!;
  // For people to look at: the toolkit is dark by default; then the same analysis in light.
  await cardReady(page, "top_accounts");
  await page.screenshot({ path: ".reports/screens/toolkit-keyword-dark.png", fullPage: true });
  await page.evaluate(() => localStorage.setItem("theme", "light"));
  await page.reload();
  await cardReady(page, "top_accounts");
  await page.screenshot({ path: ".reports/screens/toolkit-keyword-light.png", fullPage: true });

  // /xplore/:name opens with the name as the query (a handle analysis when the link says so).
  await page.goto(`/xplore/${topHandle}?type=handle`);
  const profile = await cardReady(page, "profile");
  await expect(profile).toContainText(`@${topHandle}`);
  await cardReady(page, "top_accounts");
  await page.screenshot({ path: ".reports/screens/toolkit-handle.png", fullPage: true });
  await expect(page.getByRole("radio", { name: "Handle analysis" })).toHaveAttribute("aria-checked", "true");

  // /analyze with a conversation link: its options come back from the URL, and the extra and
  // excluded keywords shape the query the engine runs.
  const minute = (ms: number) => new Date(Math.floor(ms / 60_000) * 60_000).toISOString();
  const start = minute(Date.now() - 14 * 86_400_000);
  const end = minute(Date.now() - 5 * 60_000);
  const link = new URLSearchParams({ type: "conversation", q: "#gaming", start, end, extra: "stream", extra_type: "and", exclude: "boss" });
  await page.goto(`/analyze?${link}`);
  await expect(page.getByLabel("Extra keyword", { exact: true })).toHaveValue("stream");
  await expect(page.getByLabel("Excluded keywords")).toHaveValue("boss");
  const volume = await cardReady(page, "conversation_volume");
  const conversation = await apiPost<Report>(page, "/api/external/analyze-query/", { query_type: "conversation", query: '#gaming "stream" -"boss"', start, end });
  await expect(volume.locator('[data-value="total"]')).toContainText(`${nf(conversation.sections.conversation_volume.total!)} posts`);
  const plain = await apiPost<Report>(page, "/api/external/analyze-query/", { query_type: "conversation", query: "#gaming", start, end });
  expect(conversation.sections.conversation_volume.total!).toBeLessThan(plain.sections.conversation_volume.total!);

  // A conversation on one common word is answered from its daily counts, its authors' days and
  // walks of the top-post orders; asked as "today OR today", the same posts are searched one by one.
  // Both give the same figures and lists, and the page shows them.
  const common = await apiPost<Report>(page, "/api/external/analyze-query/", { query_type: "conversation", query: "today", start, end });
  const searched = await apiPost<Report>(page, "/api/external/analyze-query/", { query_type: "conversation", query: "today OR today", start, end });
  expect(common.sections.conversation_volume.total!).toBeGreaterThan(100);
  expect(common.audience).toEqual(searched.audience);
  for (const section of ["conversation_volume", "sentiment_analysis", "conversation_posts", "posts", "sample_accounts"]) {
    expect(common.sections[section], section).toEqual(searched.sections[section]);
  }
  await page.goto(`/analyze?${new URLSearchParams({ type: "conversation", q: "today", start, end })}`);
  const commonVolume = await cardReady(page, "conversation_volume");
  await expect(commonVolume.locator('[data-value="total"]')).toContainText(`${nf(common.sections.conversation_volume.total!)} posts`);
  await cardReady(page, "conversation_posts");
  await page.screenshot({ path: ".reports/screens/toolkit-conversation-common-word.png", fullPage: true });
});
