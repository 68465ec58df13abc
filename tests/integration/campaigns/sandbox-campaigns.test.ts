import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { adsSandboxCampaigns, adsSandboxLineItems, adsSandboxPromotedTweets, corpusAccounts, teamAdEntities } from "@/lib/server/db/schema";
import { createTeam } from "@/lib/server/teams/create-team";
import { createAdAccount } from "@/lib/server/accounts/ad-accounts";
import { seedTargetingReferenceData } from "@/lib/server/targeting/seed-reference-data";
import * as configs from "@/app/api/audience-configs/route";
import * as funding from "@/app/api/ad-accounts/funding-instruments/route";
import * as campaigns from "@/app/api/campaigns/route";
import * as campaign from "@/app/api/campaigns/[pk]/route";
import * as campaignAds from "@/app/api/campaigns/[pk]/ads/route";
import * as campaignAdsets from "@/app/api/campaigns/[pk]/adsets/route";
import * as statsTotal from "@/app/api/campaigns/[pk]/statstotal/route";
import * as segmentations from "@/app/api/campaigns/[pk]/segmentations/route";
import * as reach from "@/app/api/campaigns/[pk]/reach/route";
import * as adsets from "@/app/api/adsets/route";
import * as adset from "@/app/api/adsets/[pk]/route";
import * as ad from "@/app/api/ads/[pk]/route";
import * as toggle from "@/app/api/ads/[pk]/toggle/route";
import * as categories from "@/app/api/advertiser-categories/route";
import * as build from "@/app/api/build-audience/route";
import { freshDatabase } from "../../support/test-db";
import { signedInCaller } from "../../support/auth";
import { Caller } from "../../support/caller";

let handle: DatabaseHandle;
let alice: Awaited<ReturnType<typeof signedInCaller>>;
let mallory: Awaited<ReturnType<typeof signedInCaller>>;
let team: string;
let card: string;
let io: string;
let configId: number;
let unsizedId: number;

const ACCOUNT = "18ce54camp01";
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const pk = (id: number) => ({ params: { pk: String(id) } });
const body = (over: Record<string, unknown> = {}) => ({
  team,
  ad_account_id: ACCOUNT,
  name: "Autumn coffee",
  funding_instrument_id: card,
  daily_budget: "50",
  total_budget: "500",
  start_time: tomorrow(),
  end_time: inDays(20),
  adset: { name: "Coffee lovers", objective: "REACH", placements: ["homeTimelines"], bid: "6.5", audience_config_id: configId },
  ad: { text: "Fresh cold brew, delivered." },
  ...over,
});
const create = (caller: Caller, over: Record<string, unknown> = {}) => caller.call(campaigns.POST, "POST", "/api/campaigns/", { body: body(over) });
const sandboxCampaignCount = async () => (await handle.db.select().from(adsSandboxCampaigns)).length;

beforeAll(async () => {
  handle = await freshDatabase();
  await seedTargetingReferenceData(handle.db);
  alice = await signedInCaller("alice@example.com");
  mallory = await signedInCaller("mallory@example.com");
  team = (await createTeam(alice.userId, { name: "Coffee Co", slug: "coffee-co" })).slug;
  await createTeam(mallory.userId, { name: "Other", slug: "other-co" });
  await createAdAccount(alice.userId, { account_id: ACCOUNT, name: "Coffee ads", network: "twitter", standalone: false });
  await handle.db.insert(corpusAccounts).values({ id: "70001", handle: "BlueBottle", origin: "generated" });
  const made = await alice.call(configs.POST, "POST", "/api/audience-configs/", { body: { team, name: "Coffee lovers", size: 1_000_000, targeting_package: { keywords: [{ label: "cold brew" }], languages: [{ label: "English" }] } } });
  configId = made.data.id;
  await handle.db.update((await import("@/lib/server/db/schema")).audienceConfigs).set({ size: 1_000_000 }).where(eq((await import("@/lib/server/db/schema")).audienceConfigs.id, configId));
  unsizedId = (await alice.call(configs.POST, "POST", "/api/audience-configs/", { body: { team, name: "No size yet", targeting_package: { keywords: [{ label: "espresso" }] } } })).data.id;
  const instruments = (await alice.call(funding.POST, "POST", "/api/ad-accounts/funding-instruments/", { body: { ad_account_id: ACCOUNT } })).data.funding_instruments as { id: string; type: string }[];
  card = instruments.find((f) => f.type === "CREDIT_CARD")!.id;
  io = instruments.find((f) => f.type === "INSERTION_ORDER")!.id;
});
afterAll(async () => handle.close());

describe("campaigns in the ads sandbox", () => {
  it("creates a campaign with its ad set and ad, with the money and dates given", async () => {
    const res = await create(alice);
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ name: "Autumn coffee", entity_status: "ACTIVE", daily_budget: 50, total_budget: 500, currency: "USD", simulated: true, adapter: "sandbox", ad_account_id: ACCOUNT });
    const sets = await alice.call(campaignAdsets.GET, "GET", "/", pk(res.data.id));
    expect(sets.data).toEqual([expect.objectContaining({ name: "Coffee lovers", objective: "REACH", placements: ["TWITTER_TIMELINE"], bid: 6.5, entity_status: "ACTIVE", audience_config_id: configId, audience_size: 1_000_000 })]);
    const ads = await alice.call(campaignAds.GET, "GET", "/", pk(res.data.id));
    expect(ads.data).toEqual([expect.objectContaining({ text: "Fresh cold brew, delivered.", entity_status: "ACTIVE", adset: sets.data[0].id })]);
    const list = await alice.call(campaigns.GET, "GET", `/api/campaigns/?team=${team}`);
    expect(list.data.map((c: { name: string }) => c.name)).toEqual(["Autumn coffee"]);
  });

  it("refuses budgets that are not numbers with at most one decimal, on the field", async () => {
    const before = await sandboxCampaignCount();
    const res = await create(alice, { daily_budget: "12.55" });
    expect(res.status).toBe(400);
    expect(res.data.daily_budget).toEqual(["Budget must be a number with at most one decimal place."]);
    expect((await create(alice, { total_budget: "ten" })).data.total_budget).toEqual(["Budget must be a number with at most one decimal place."]);
    expect(await sandboxCampaignCount()).toBe(before);
  });

  it("refuses what X refuses: an end before the start, a start in the past, a budget over the instrument's credit", async () => {
    const before = await sandboxCampaignCount();
    expect((await create(alice, { start_time: inDays(5), end_time: inDays(3) })).data.end_time).toEqual(["End date must be after the start date."]);
    expect((await create(alice, { start_time: inDays(-3) })).data.start_time).toEqual(["Start date must not be in the past."]);
    const over = await create(alice, { funding_instrument_id: io, total_budget: "10000.5", daily_budget: "100" });
    expect(over.status).toBe(400);
    expect(over.data.total_budget).toEqual(["Budget is more than the funding instrument's remaining credit (10,000 USD)."]);
    expect((await create(alice, { daily_budget: "600" })).data.daily_budget).toEqual(["Daily budget must not be more than the lifetime budget."]);
    expect(await sandboxCampaignCount()).toBe(before);
  });

  it("counts budgets already committed against the insertion order's credit", async () => {
    const first = await create(alice, { name: "Big one", funding_instrument_id: io, total_budget: "9000", daily_budget: "" });
    expect(first.status).toBe(201);
    const second = await create(alice, { name: "Too much", funding_instrument_id: io, total_budget: "1500", daily_budget: "" });
    expect(second.data.total_budget).toEqual(["Budget is more than the funding instrument's remaining credit (1,000 USD)."]);
    expect((await alice.call(campaign.DELETE, "DELETE", "/", pk(first.data.id))).status).toBe(204);
    expect((await create(alice, { name: "Fits now", funding_instrument_id: io, total_budget: "1500", daily_budget: "" })).status).toBe(201);
  });

  it("leaves nothing behind when the ad set is refused: no campaign on X, no team row", async () => {
    const before = { x: await sandboxCampaignCount(), team: (await handle.db.select().from(teamAdEntities)).length };
    const unsized = await create(alice, { adset: { ...body().adset, audience_config_id: unsizedId } });
    expect(unsized.status).toBe(400);
    expect(unsized.data.audience_config_id).toEqual(["This targeting package has no size estimate yet: open it in the audience builder first."]);
    const noTargeting = await create(alice, { adset: { name: "x", objective: "REACH", bid: "5" } });
    expect(noTargeting.status).toBe(400);
    expect(noTargeting.data["adset.audience_config_id"] ?? noTargeting.data.adset).toBeTruthy();
    const mine = (await mallory.call(configs.POST, "POST", "/api/audience-configs/", { body: { team: "other-co", name: "Mallory's", targeting_package: { keywords: [{ label: "tea" }] } } })).data.id;
    expect((await create(alice, { adset: { ...body().adset, audience_config_id: mine } })).status).toBe(400);
    expect(await sandboxCampaignCount()).toBe(before.x);
    expect((await handle.db.select().from(teamAdEntities)).length).toBe(before.team);
  });

  it("pauses and activates; a paused campaign's ads stop serving in the simulation", async () => {
    const made = (await create(alice, { name: "Served", start_time: new Date().toISOString().slice(0, 10), total_budget: "", end_time: "" })).data;
    // Move the flight three days back, as if the campaign had run since then; then pause it after two days.
    const [entity] = await handle.db.select().from(teamAdEntities).where(eq(teamAdEntities.id, made.id));
    const start = new Date(Date.now() - 3 * 86_400_000);
    const paused = new Date(Date.now() - 1 * 86_400_000);
    await handle.db.update(adsSandboxCampaigns).set({ startTime: start, history: [{ status: "ACTIVE", at: start.toISOString() }] }).where(eq(adsSandboxCampaigns.id, entity.remoteId));
    await handle.db.update(adsSandboxLineItems).set({ history: [{ status: "ACTIVE", at: start.toISOString() }] }).where(eq(adsSandboxLineItems.campaignId, entity.remoteId));
    const [line] = await handle.db.select().from(adsSandboxLineItems).where(eq(adsSandboxLineItems.campaignId, entity.remoteId));
    await handle.db.update(adsSandboxPromotedTweets).set({ history: [{ status: "ACTIVE", at: start.toISOString() }] }).where(eq(adsSandboxPromotedTweets.lineItemId, line.id));

    const running = (await alice.call(statsTotal.GET, "GET", "/", pk(made.id))).data;
    expect(running.simulated).toBe(true);
    // 1,000,000 x 5% x 1.6 = 80,000 a day by audience; 50 USD / (6.5 x 0.8 / 1000) = 9,615 by budget: about 3 days of 9,615.
    expect(running.totals.impressions).toBeGreaterThan(3 * 9_615 * 0.85);
    expect(running.totals.impressions).toBeLessThan(3 * 9_615 * 1.15);
    expect(running.days.length).toBeGreaterThanOrEqual(3);

    const res = await alice.call(campaign.PATCH, "PATCH", "/", { ...pk(made.id), body: { entity_status: "PAUSED" } });
    expect(res.data).toMatchObject({ entity_status: "PAUSED" });
    const [row] = await handle.db.select().from(adsSandboxCampaigns).where(eq(adsSandboxCampaigns.id, entity.remoteId));
    await handle.db.update(adsSandboxCampaigns).set({ history: [row.history[0], { status: "PAUSED", at: paused.toISOString() }] }).where(eq(adsSandboxCampaigns.id, entity.remoteId));
    const stopped = (await alice.call(statsTotal.GET, "GET", "/", pk(made.id))).data;
    expect(stopped.totals.impressions).toBeLessThan(running.totals.impressions * 0.75);
    const later = (await alice.call(statsTotal.GET, "GET", "/", pk(made.id))).data;
    expect(later.totals).toEqual(stopped.totals);

    const segments = (await alice.call(segmentations.GET, "GET", "/", pk(made.id))).data;
    expect(segments).toEqual([expect.objectContaining({ name: "Coffee lovers", simulated: true, totals: stopped.totals })]);
    const estimate = (await alice.call(reach.GET, "GET", "/", pk(made.id))).data;
    expect(estimate).toMatchObject({ simulated: true, daily_impressions: { min: 7_692, max: 11_538 } });
  });

  it("toggles and deletes ads, and adds ad sets and ads to a campaign", async () => {
    const made = (await create(alice, { name: "Ads" })).data;
    const [first] = (await alice.call(campaignAds.GET, "GET", "/", pk(made.id))).data;
    expect((await alice.call(toggle.POST, "POST", "/", pk(first.id))).data.entity_status).toBe("PAUSED");
    expect((await alice.call(toggle.POST, "POST", "/", pk(first.id))).data.entity_status).toBe("ACTIVE");
    const set = await alice.call(adsets.POST, "POST", "/api/adsets/", { body: { campaign: made.id, name: "Second set", objective: "ENGAGEMENTS", bid: "3", audience_config_id: configId } });
    expect(set.status).toBe(201);
    const more = await alice.call(campaignAds.POST, "POST", "/", { ...pk(made.id), body: { adset: set.data.id, text: "Second ad" } });
    expect(more.status).toBe(201);
    expect((await alice.call(adset.PATCH, "PATCH", "/", { ...pk(set.data.id), body: { bid: "4.5", entity_status: "PAUSED" } })).data).toMatchObject({ bid: 4.5, entity_status: "PAUSED" });
    expect((await alice.call(ad.DELETE, "DELETE", "/", pk(first.id))).status).toBe(204);
    expect((await alice.call(campaignAds.GET, "GET", "/", pk(made.id))).data.map((a: { text: string }) => a.text)).toEqual(["Second ad"]);
    expect((await alice.call(adset.DELETE, "DELETE", "/", pk(set.data.id))).status).toBe(204);
    expect((await alice.call(adsets.GET, "GET", `/api/adsets/?campaign=${made.id}`)).data).toHaveLength(1);
  });

  it("keeps other teams and anonymous callers out of a campaign", async () => {
    const made = (await create(alice, { name: "Private" })).data;
    for (const [handler, method] of [
      [campaign.GET, "GET"],
      [campaign.PATCH, "PATCH"],
      [campaign.DELETE, "DELETE"],
      [statsTotal.GET, "GET"],
    ] as const) {
      expect((await mallory.call(handler, method, "/", { ...pk(made.id), body: method === "PATCH" ? { entity_status: "PAUSED" } : undefined })).status).toBe(404);
    }
    expect((await new Caller().call(campaign.GET, "GET", "/", pk(made.id))).status).toBe(401);
    expect((await mallory.call(campaigns.GET, "GET", `/api/campaigns/?team=${team}`)).status).toBe(404);
    expect((await alice.call(campaign.GET, "GET", "/", pk(made.id))).data.entity_status).toBe("ACTIVE");
  });

  it("lists advertiser categories and builds a package's audience as X will target it", async () => {
    expect((await alice.call(categories.GET, "GET", "/")).data).toContainEqual({ id: "IAB8", name: "Food & Drink" });
    const built = await alice.call(build.POST, "POST", "/api/build-audience/", { body: { audience_config_id: configId, ad_account_id: ACCOUNT } });
    expect(built.data).toMatchObject({ name: "Coffee lovers", size: 1_000_000, bucket: "1M-5M" });
    expect(built.data.criteria.map((c: { targeting_type: string }) => c.targeting_type)).toEqual(expect.arrayContaining(["BROAD_KEYWORD", "LANGUAGE"]));
  });
});
