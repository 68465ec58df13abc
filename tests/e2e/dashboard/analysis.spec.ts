import { test } from "@playwright/test";
import { analyse, apiPost, card, cardReady, nf, type Report } from "../support/analysis";
import { signInSpec } from "../support/sign-in";

// Analyses of the demo corpus on a shared 2-core machine: give each flow room.
const { expect } = signInSpec({ timeout: 240_000, expectTimeout: 60_000, signedIn: "login-page" });

const share = (n: number | undefined) => `${(n ?? 0).toFixed(1)}%`;

test("keyword, handle, conversation and post analyses show the API's numbers in every card", async ({ page }) => {
  await page.goto("/local/explore-x");
  await expect(page.getByRole("heading", { level: 1, name: "Explore X" })).toBeVisible();
  // The default query type is conversation, with its hint.
  await expect(page.getByRole("radio", { name: "Conversation" })).toHaveAttribute("aria-checked", "true");
  await expect(page.getByPlaceholder("A hashtag or several terms joined by or, e.g. #ai or machine learning")).toBeVisible();

  // Keyword (audience) analysis.
  await analyse(page, "Audience", "gaming");
  await expect(page).toHaveURL(/type=keyword&q=gaming/);
  const keyword = await apiPost<Report>(page, "/api/external/analyze-query/", { query_type: "keyword", query: "gaming", team: "local" });
  await expect(page.getByTestId("audience-line")).toContainText(`${nf(keyword.audience.population)} accounts in the audience`);
  const countries = await cardReady(page, "countries");
  const topCountry = keyword.sections.countries.rows![0];
  await expect(countries.locator(`[data-row="${topCountry.label}"] [data-value]`)).toContainText(share(topCountry.share));
  await expect(countries).toHaveAttribute("data-section-title", "Countries");
  await expect(countries.locator('[data-stat="base"]')).toContainText(nf(keyword.sections.countries.base as number));
  await expect(countries.locator('[data-stat="coverage"]')).toContainText("Coverage");
  await expect(countries.locator('[data-stat="margin"]')).toBeVisible();
  const genders = await cardReady(page, "genders");
  await expect(genders.locator("[data-chart=donut]")).toBeVisible();
  const top = await cardReady(page, "top_accounts");
  const topHandle = keyword.sections.top_accounts.rows![0].handle!;
  await expect(top.locator("[data-row]").first()).toHaveAttribute("data-row", topHandle);
  for (const section of ["cities", "languages", "age_groups", "job_titles", "interests_of_this_audience", "largest_followers", "most_interacted_hashtags", "seo", "subreddits"]) {
    await expect(card(page, section)).toHaveAttribute("data-state", /ready|empty/);
  }
  // For people to look at: the emoji cloud needs a colour emoji font in the browser.
  const emojis = await cardReady(page, "most_interacted_emojis");
  await emojis.scrollIntoViewIfNeeded();
  await emojis.screenshot({ path: ".reports/screens/analysis-emoji-card.png" });
  // The leading emoji is drawn in colour with the card's own font stack (without a colour emoji font, an empty box).
  const colouredPixels = await emojis.locator("[data-row]").first().evaluate((li) => {
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 64;
    const ctx = canvas.getContext("2d")!;
    ctx.font = `40px ${getComputedStyle(li).fontFamily}`;
    ctx.textBaseline = "top";
    ctx.fillText(li.textContent ?? "", 8, 8);
    const px = ctx.getImageData(0, 0, 64, 64).data;
    let coloured = 0;
    for (let i = 0; i < px.length; i += 4) if (px[i + 3] > 0 && Math.max(px[i], px[i + 1], px[i + 2]) - Math.min(px[i], px[i + 1], px[i + 2]) > 40) coloured++;
    return coloured;
  });
  expect(colouredPixels).toBeGreaterThan(50);
  // Sections a keyword audience cannot have are not shown.
  await expect(card(page, "profile")).toHaveCount(0);

  // Handle analysis of the audience's most followed account.
  await analyse(page, "Handle analysis", `@${topHandle}`);
  const handle = await apiPost<Report>(page, "/api/external/analyze-query/", { query_type: "handle", handle: topHandle, team: "local" });
  const profile = await cardReady(page, "profile");
  await expect(profile).toContainText(`@${handle.sections.profile.handle as string}`);
  await expect(page.getByTestId("audience-line")).toContainText(`${nf(handle.audience.population)} accounts in the audience`);
  await expect(card(page, "follower_growth")).toHaveAttribute("data-state", /ready|empty/);
  await expect(card(page, "follower_growth").locator("[data-chart=line]")).toHaveCount(handle.sections.follower_growth && ((handle.sections.follower_growth.new_followers as unknown[]) ?? []).length ? 1 : 0);
  await cardReady(page, "posts");

  // Conversation analysis with a non-default order.
  await page.getByRole("radio", { name: "Conversation" }).click();
  await page.getByLabel("Order posts by").selectOption("reply_count");
  await analyse(page, "Conversation", "#ai");
  await expect(page).toHaveURL(/type=conversation&q=%23ai/);
  await expect(page).toHaveURL(/order=reply_count/);
  const url = new URL(page.url());
  const conversation = await apiPost<Report>(page, "/api/external/analyze-query/", {
    query_type: "conversation", query: "#ai", start: url.searchParams.get("start"), end: url.searchParams.get("end"), order: "reply_count", team: "local",
  });
  const volume = await cardReady(page, "conversation_volume");
  await expect(volume.locator('[data-value="total"]')).toContainText(nf(conversation.sections.conversation_volume.total!));
  const sentiment = await cardReady(page, "sentiment_analysis");
  const positive = (conversation.sections.sentiment_analysis.rows ?? []).find((r) => r.label === "positive");
  await expect(sentiment.locator('[data-row="positive"] [data-value]')).toHaveText(share(positive?.share));
  await cardReady(page, "share_of_voice");
  const posts = await cardReady(page, "conversation_posts");
  const firstPost = conversation.sections.conversation_posts.rows![0].id!;
  await expect(posts.locator("[data-row]").first()).toHaveAttribute("data-row", firstPost);
  await expect(page.getByTestId("trending-topics")).toBeVisible();
  await page.screenshot({ path: ".reports/screens/dashboard-conversation.png", fullPage: true });

  // The URL reproduces the analysis: a fresh visit shows the same numbers and options.
  const shared = page.url();
  await page.goto("about:blank");
  await page.goto(shared);
  await expect(page.getByLabel("Order posts by")).toHaveValue("reply_count");
  await expect((await cardReady(page, "conversation_volume")).locator('[data-value="total"]')).toContainText(nf(conversation.sections.conversation_volume.total!));

  // Post analysis of the conversation's top posts.
  const ids = conversation.sections.conversation_posts.rows!.slice(0, 2).map((r) => r.id!);
  const urls = ids.map((id) => `https://x.com/someone/status/${id}`).join(", ");
  await analyse(page, "Posts", urls);
  const postReport = await apiPost<Report>(page, "/api/external/analyze-query/", { query_type: "post", urls, team: "local" });
  const postCards = await cardReady(page, "posts");
  await expect(postCards.locator("[data-row]")).toHaveCount(postReport.sections.posts.rows!.length);
  await expect(page.getByTestId("audience-line")).toContainText(`${nf(postReport.audience.population)} accounts in the audience`);
  await cardReady(page, "sentiment_analysis");
});

test("a new query cancels the previous one's requests, and slow requests show the took-too-long notice", async ({ page }) => {
  await page.addInitScript(() => {
    window.murmurAnalysisTest = { delayMs: 4_000, tookTooLongMs: 1_000 };
  });
  await page.goto("/local/explore-x");
  const aborted: string[] = [];
  page.on("requestfailed", (r) => {
    if (r.url().includes("/api/external/analyze-query/")) aborted.push(r.postData() ?? "");
  });
  await analyse(page, "Audience", "gaming");
  await expect(card(page, "countries")).toHaveAttribute("data-state", "loading");
  await analyse(page, "Audience", "football");
  await expect.poll(() => aborted.length).toBe(1);
  expect(aborted[0]).toContain("gaming");
  // The second query is still loading after the (test) limit: a friendly notice, then the results.
  await expect(page.getByTestId("took-too-long")).toContainText("This is taking longer than usual");
  await expect(page.getByTestId("audience-line")).toContainText("football");
  await cardReady(page, "countries");
  await expect(page.getByTestId("took-too-long")).toHaveCount(0);
  await expect(page).toHaveURL(/q=football/);
});
