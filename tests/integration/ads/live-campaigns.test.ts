import { describe, expect, it } from "vitest";
import { AdsError } from "@/lib/server/ads/ads-adapter";
import { rejection } from "../../support/rejection";
import { liveAdsSpec } from "../../support/x-ads-stub/live-adapter";

// Contract tests of campaign management on the live X Ads adapter: real HTTP to the local stub,
// which checks every OAuth 1.0a signature and X's parameter rules and replays the v12 fixtures.

const x = liveAdsSpec();
const live = () => x.live();
const DAY = 86_400_000;
const midnight = (offsetDays: number) => new Date(Math.floor(Date.now() / DAY) * DAY + offsetDays * DAY);

describe("live X Ads adapter: campaign management", () => {
  it("creates, reads, updates and deletes a campaign with its money in micros and its flight", async () => {
    const ads = live();
    const made = await ads.createCampaign(x.account, { name: "Cold brew", funding_instrument_id: "lygyi", entity_status: "ACTIVE", daily_budget_amount_local_micro: 50_000_000, total_budget_amount_local_micro: 500_500_000, start_time: "2030-01-01T00:00:00.000Z", end_time: "2030-01-20T23:59:59.000Z" });
    expect(made).toMatchObject({ name: "Cold brew", funding_instrument_id: "lygyi", entity_status: "ACTIVE", daily_budget_amount_local_micro: 50_000_000, total_budget_amount_local_micro: 500_500_000, currency: "USD", start_time: "2030-01-01T00:00:00.000Z" });
    expect(await ads.campaigns(x.account, [made.id])).toEqual([made]);
    const paused = await ads.updateCampaign(x.account, made.id, { entity_status: "PAUSED", daily_budget_amount_local_micro: 60_000_000 });
    expect(paused).toMatchObject({ entity_status: "PAUSED", daily_budget_amount_local_micro: 60_000_000, total_budget_amount_local_micro: 500_500_000 });
    expect(x.stub.requests.at(-1)).toMatchObject({ method: "PUT", path: `/12/accounts/${x.stub.accountId}/campaigns/${made.id}`, query: { entity_status: "PAUSED", daily_budget_amount_local_micro: "60000000" } });
    await ads.deleteCampaign(x.account, made.id);
    expect(await ads.campaigns(x.account, [made.id])).toEqual([]);
    expect(await ads.campaigns(x.account, [])).toEqual([]);
    expect(x.stub.rejected).toBe(0);
  });

  it("refuses a campaign on another funding instrument with X's code on the parameter", async () => {
    const error = await rejection(live().createCampaign(x.account, { name: "x", funding_instrument_id: "nope", entity_status: "ACTIVE", daily_budget_amount_local_micro: 1_000_000 }), AdsError);
    expect(error).toMatchObject({ kind: "invalid", status: 400, codes: [{ code: "INVALID_PARAMETER", parameter: "funding_instrument_id" }] });
  });

  it("line items keep their bid; an ad is a promoted-only post, read back with its text", async () => {
    const ads = live();
    const campaign = await ads.createCampaign(x.account, { name: "Ads", funding_instrument_id: "lygyi", entity_status: "ACTIVE", daily_budget_amount_local_micro: 10_000_000 });
    const line = await ads.createLineItem(x.account, { campaign_id: campaign.id, name: "Set", objective: "REACH", product_type: "PROMOTED_TWEETS", placements: ["ALL_ON_TWITTER"], entity_status: "ACTIVE", bid_amount_local_micro: 6_500_000 });
    expect((await ads.lineItems(x.account, [line.id]))[0]).toMatchObject({ id: line.id, bid_amount_local_micro: 6_500_000, entity_status: "ACTIVE" });
    expect(await ads.updateLineItem(x.account, line.id, { bid_amount_local_micro: 4_500_000, entity_status: "PAUSED" })).toMatchObject({ bid_amount_local_micro: 4_500_000, entity_status: "PAUSED" });

    const card = await ads.createCard(x.account, { name: "Site", card_type: "WEBSITE", title: "Fresh cold brew", website_url: "https://example.com/brew", media_key: null });
    const ad = await ads.createPromotedTweet(x.account, { line_item_id: line.id, card_id: card.id, text: "Fresh cold brew, delivered." });
    expect(ad).toMatchObject({ line_item_id: line.id, card_id: card.id, text: "Fresh cold brew, delivered.", entity_status: "ACTIVE" });
    const post = [...x.stub.store.tweets.values()].at(-1)!;
    expect(post).toMatchObject({ full_text: "Fresh cold brew, delivered.", nullcast: true, card_uri: `card://${card.id}` });
    expect(ad.tweet_id).toBe(post.id_str);

    const [read] = await ads.promotedTweets(x.account, [ad.id]);
    expect(read).toMatchObject({ id: ad.id, tweet_id: ad.tweet_id, text: "Fresh cold brew, delivered.", entity_status: "ACTIVE" });
    expect((await ads.updatePromotedTweet(x.account, ad.id, { entity_status: "PAUSED" })).entity_status).toBe("PAUSED");
    await ads.deletePromotedTweet(x.account, ad.id);
    expect(await ads.promotedTweets(x.account, [ad.id])).toEqual([]);
    expect(x.stub.rejected).toBe(0);
  });

  it("cards: website and image cards in X's component shape, read back and deleted", async () => {
    const ads = live();
    const site = await ads.createCard(x.account, { name: "Site", card_type: "WEBSITE", title: "Visit us", website_url: "https://example.com/", media_key: null });
    const image = await ads.createCard(x.account, { name: "Picture", card_type: "IMAGE", title: "See it", website_url: "https://example.com/see", media_key: "3_908573900237180932" });
    expect(x.stub.requests.at(-1)).toMatchObject({ method: "POST", body: { name: "Picture", components: [{ type: "MEDIA", media_key: "3_908573900237180932" }, { type: "DETAILS", title: "See it", destination: { type: "WEBSITE", url: "https://example.com/see" } }] } });
    expect(await ads.cards(x.account, [site.id, image.id])).toEqual([
      { id: site.id, name: "Site", card_type: "WEBSITE", title: "Visit us", website_url: "https://example.com/", media_key: null },
      { id: image.id, name: "Picture", card_type: "IMAGE", title: "See it", website_url: "https://example.com/see", media_key: "3_908573900237180932" },
    ]);
    await ads.deleteCard(x.account, site.id);
    expect((await ads.cards(x.account, [site.id, image.id])).map((c) => c.id)).toEqual([image.id]);
  });

  it("media library: finds an item on any page and deletes it", async () => {
    const ads = live();
    x.stub.store.media.set("3_1234", { media_key: "3_1234", name: "Made in Ads Manager", media_type: "IMAGE", file_size: 1000, media_url: "https://pbs.twimg.com/media/x.jpg", deleted: false });
    const found = await ads.media(x.account, ["13_909110614026444802", "3_1234"]);
    expect(found.map((m) => [m.media_key, m.media_type])).toEqual([["13_909110614026444802", "VIDEO"], ["3_1234", "IMAGE"]]);
    await ads.deleteMedia(x.account, "3_1234");
    expect(await ads.media(x.account, ["3_1234"])).toEqual([]);
  });

  it("reads daily stats synchronously for up to 7 days, in whole days, with spend from billing", async () => {
    const stats = await live().stats(x.account, { entity: "CAMPAIGN", ids: ["8wku1", "8wku2"], start: midnight(-3), end: new Date(midnight(-1).getTime() + 5 * 3_600_000) });
    const request = x.stub.requests.at(-1)!;
    expect(request).toMatchObject({ path: `/12/stats/accounts/${x.stub.accountId}`, status: 200, query: { entity: "CAMPAIGN", entity_ids: "8wku1,8wku2", granularity: "DAY", metric_groups: "ENGAGEMENT,BILLING" } });
    expect(stats.map((s) => s.id)).toEqual(["8wku1", "8wku2"]);
    // The fixture's two days (252,142 and 274,016 impressions) replayed over three days.
    expect(stats[0].days.map((d) => [d.date, d.impressions])).toEqual([
      [midnight(-3).toISOString().slice(0, 10), 252_142],
      [midnight(-2).toISOString().slice(0, 10), 274_016],
      [midnight(-1).toISOString().slice(0, 10), 252_142],
    ]);
    expect(stats[0].days[0]).toMatchObject({ engagements: 809, clicks: 799, spend_micro: 252_142 * 4_000 });
    expect(stats[0].simulated).toBe(false);
  });

  it("reads longer ranges through an asynchronous stats job: created, polled until ready, its gzipped file read", async () => {
    const stats = await live().stats(x.account, { entity: "LINE_ITEM", ids: ["aaaa1"], start: midnight(-30), end: midnight(-1) });
    expect(stats[0].days).toHaveLength(30);
    expect(stats[0].days[1].impressions).toBe(274_016);
    const [post, ...polls] = x.stub.requests.filter((r) => r.path.startsWith("/12/stats/jobs/"));
    expect(post).toMatchObject({ method: "POST", status: 200 });
    const job = [...x.stub.store.jobs.keys()].at(-1)!;
    // X's 64-bit job id must be taken from id_str: as a JavaScript number it would lose its last digits.
    expect(polls.map((p) => p.query.job_ids)).toEqual([job, job]);
    expect(x.waits).toHaveLength(1);
    expect(x.stub.requests.at(-1)).toMatchObject({ path: `/files/stats-${job}.json.gz`, status: 200 });
  });

  it("estimates reach from the budget and bid", async () => {
    const estimate = await live().reachEstimate(x.account, { audience_size: 1_000_000, bid_amount_local_micro: 150_000, daily_budget_amount_local_micro: 550_000 });
    expect(estimate).toEqual({ reach: { min: 232, max: 349 }, impressions: { min: 285, max: 428 }, simulated: false });
    expect(x.stub.requests.at(-1)).toMatchObject({ query: { product_type: "PROMOTED_TWEETS", objective: "REACH", bid_amount_local_micro: "150000", campaign_daily_budget_amount_local_micro: "550000" } });
  });

  it("waits out a 429 by its x-rate-limit-reset, and backs off a bounded number of times from 5xx", async () => {
    x.stub.inject({ status: 429, resetInSeconds: 4, header: "x-rate-limit-reset" }, /\/stats\//);
    const stats = await live().stats(x.account, { entity: "CAMPAIGN", ids: ["8wku1"], start: midnight(-2), end: midnight(-1) });
    expect(stats[0].days).toHaveLength(2);
    expect(x.waits).toHaveLength(1);
    expect(x.waits[0]).toBeGreaterThan(2_000);
    expect(x.waits[0]).toBeLessThanOrEqual(5_000);

    x.waits.length = 0;
    for (let i = 0; i < 3; i++) x.stub.inject({ status: 503 }, /\/campaigns$/);
    expect(await rejection(live().campaigns(x.account, ["abc"]), AdsError)).toMatchObject({ kind: "server", status: 503 });
    expect(x.waits).toEqual([500, 1000]);
    expect(x.stub.requests.filter((r) => r.path.endsWith("/campaigns")).map((r) => r.status)).toEqual([503, 503, 503]);
  });
});
