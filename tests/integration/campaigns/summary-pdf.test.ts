import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { adsSandboxCampaigns, adsSandboxLineItems, adsSandboxPromotedTweets, audienceConfigs, teamAdEntities } from "@/lib/server/db/schema";
import { createTeam } from "@/lib/server/teams/create-team";
import { createAdAccount } from "@/lib/server/accounts/ad-accounts";
import { seedTargetingReferenceData } from "@/lib/server/targeting/seed-reference-data";
import * as configs from "@/app/api/audience-configs/route";
import * as funding from "@/app/api/ad-accounts/funding-instruments/route";
import * as campaigns from "@/app/api/campaigns/route";
import * as statsTotal from "@/app/api/campaigns/[pk]/statstotal/route";
import * as reach from "@/app/api/campaigns/[pk]/reach/route";
import * as summaryPdf from "@/app/api/campaign-summary-pdf/route";
import { freshDatabase } from "../../support/test-db";
import { signedInCaller } from "../../support/auth";
import { Caller } from "../../support/caller";
import { pdfText } from "../../support/pdf-text";

let handle: DatabaseHandle;
let alice: Awaited<ReturnType<typeof signedInCaller>>;
let mallory: Awaited<ReturnType<typeof signedInCaller>>;
let team: string;
let campaignId: number;

const ACCOUNT = "18ce54pdf001";
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const en = new Intl.NumberFormat("en");
const pdfOf = async (caller: Caller, body: unknown) => {
  const res = await caller.call(summaryPdf.POST, "POST", "/api/campaign-summary-pdf/", { body });
  return { ...res, text: res.status === 200 ? (await pdfText(res.bytes)).replace(/\s+/g, " ") : "" };
};

/** Moves a campaign's flight (and its ad set's and ad's history) three days back, as if it had served since then. */
async function servedSinceThreeDays(teamRowId: number) {
  const [entity] = await handle.db.select().from(teamAdEntities).where(eq(teamAdEntities.id, teamRowId));
  const start = new Date(Date.now() - 3 * 86_400_000);
  const history = [{ status: "ACTIVE" as const, at: start.toISOString() }];
  await handle.db.update(adsSandboxCampaigns).set({ startTime: start, history }).where(eq(adsSandboxCampaigns.id, entity.remoteId));
  await handle.db.update(adsSandboxLineItems).set({ history }).where(eq(adsSandboxLineItems.campaignId, entity.remoteId));
  const [line] = await handle.db.select().from(adsSandboxLineItems).where(eq(adsSandboxLineItems.campaignId, entity.remoteId));
  await handle.db.update(adsSandboxPromotedTweets).set({ history }).where(eq(adsSandboxPromotedTweets.lineItemId, line.id));
}

beforeAll(async () => {
  handle = await freshDatabase();
  await seedTargetingReferenceData(handle.db);
  alice = await signedInCaller("alice@example.com");
  mallory = await signedInCaller("mallory@example.com");
  team = (await createTeam(alice.userId, { name: "Coffee Co", slug: "coffee-pdf" })).slug;
  await createTeam(mallory.userId, { name: "Other", slug: "other-pdf" });
  await createAdAccount(alice.userId, { account_id: ACCOUNT, name: "Coffee ads", network: "twitter", standalone: false });
  const config = (await alice.call(configs.POST, "POST", "/api/audience-configs/", { body: { team, name: "Coffee lovers", targeting_package: { keywords: [{ label: "cold brew" }] } } })).data.id;
  await handle.db.update(audienceConfigs).set({ size: 1_000_000 }).where(eq(audienceConfigs.id, config));
  const instruments = (await alice.call(funding.POST, "POST", "/api/ad-accounts/funding-instruments/", { body: { ad_account_id: ACCOUNT } })).data.funding_instruments as { id: string; type: string }[];
  const made = await alice.call(campaigns.POST, "POST", "/api/campaigns/", {
    body: {
      team,
      ad_account_id: ACCOUNT,
      name: "Autumn coffee",
      funding_instrument_id: instruments.find((f) => f.type === "CREDIT_CARD")!.id,
      daily_budget: "50",
      total_budget: "500.5",
      start_time: inDays(0),
      end_time: inDays(20),
      adset: { name: "Cold brew fans", objective: "REACH", placements: ["homeTimelines"], bid: "6.5", audience_config_id: config },
      ad: { text: "Fresh cold brew, delivered." },
    },
  });
  expect(made.status).toBe(201);
  campaignId = made.data.id;
  await servedSinceThreeDays(campaignId);
});
afterAll(async () => handle.close());

describe("POST /api/campaign-summary-pdf/", () => {
  it("summarises a campaign: budgets, flight, ad sets, and the simulated figures the screen shows", async () => {
    const stats = (await alice.call(statsTotal.GET, "GET", "/", { params: { pk: String(campaignId) } })).data;
    const estimate = (await alice.call(reach.GET, "GET", "/", { params: { pk: String(campaignId) } })).data;
    expect(stats.totals.impressions).toBeGreaterThan(20_000);

    const res = await pdfOf(alice, { campaign: campaignId });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="murmur-campaign-${campaignId}-summary.pdf"`);
    expect(new TextDecoder().decode(res.bytes.slice(0, 5))).toBe("%PDF-");
    const text = res.text;
    expect(text).toContain("Campaign summary: Autumn coffee");
    expect(text).toContain("$50.00");
    expect(text).toContain("$500.50");
    expect(text).toContain(`${inDays(-3)} to ${inDays(20)}`);
    expect(text).toContain("Cold brew fans");
    expect(text).toContain("1,000,000");
    expect(text).toContain("$6.50");
    expect(text).toContain("Simulated: the ads sandbox computes these figures");
    expect(text).toContain(`Impressions ${en.format(stats.totals.impressions)}`);
    expect(text).toContain(`Clicks ${en.format(stats.totals.clicks)}`);
    expect(text).toContain(`$${stats.totals.spend.toFixed(2)}`);
    expect(text).toContain("Impressions per day");
    expect(text).toContain(`Simulated daily reach: ${en.format(estimate.daily_reach.min)} to ${en.format(estimate.daily_reach.max)} accounts`);
    // A dollar campaign has no Japanese terms.
    expect(text).not.toContain("Japanese agreement terms");
  });

  it("writes the summary in Japanese with the embedded Japanese font", async () => {
    const { status, text } = await pdfOf(alice, { campaign: campaignId, language: "ja" });
    expect(status).toBe(200);
    expect(text).toContain("キャンペーン概要：Autumn coffee");
    expect(text).toContain("広告グループ（セグメント）");
    expect(text).toContain("シミュレーション");
  });

  it("summarises a yen plan with the Japanese agreement terms: the 100,000 yen minimum fee under 1,000,000 yen", async () => {
    const plan = {
      currency: "YEN",
      segments: [
        { name: "Tokyo commuters", size: "1500000", budget: "300000", budget_kind: "lifetime", start: inDays(7), end: inDays(37) },
        { name: "Osaka foodies", size: "auto", budget: "10000", budget_kind: "daily", start: inDays(7), end: inDays(16) },
      ],
    };
    const { status, text } = await pdfOf(alice, { plan, language: "en" });
    expect(status).toBe(200);
    expect(text).toContain("Campaign plan summary");
    // Net spend: 300,000 + 10,000 x 10 days = 400,000 yen; 10% is 40,000, so the 100,000 yen minimum applies.
    expect(text).toContain("Net ad spend: ¥400,000");
    expect(text).toContain("Fee: ¥100,000 (the minimum fee, as net ad spend is under 1,000,000 yen)");
    expect(text).toContain("Total with fee: ¥500,000");
    expect(text).toContain("No cancellation after applying.");
    expect(text).toContain("Tokyo commuters");
    expect(text).toContain("Spend by segment");

    const ja = await pdfOf(alice, { plan, language: "ja" });
    expect(ja.text).toMatch(/手数料：[¥￥]100,000（純広告費が100万円未満のため最低手数料）/);
    expect(ja.text).toContain("お申し込み後のキャンセルはできません。");
  });

  it("charges 10% without the minimum from 1,000,000 yen of net spend, and shows reach at the stated rates in dollars", async () => {
    const yen = await pdfOf(alice, { plan: { currency: "YEN", segments: [{ name: "Big", size: "auto", budget: "2000000", budget_kind: "lifetime", start: inDays(3), end: inDays(30) }] } });
    expect(yen.text).toContain("Fee (10% of net ad spend): ¥200,000");
    const usd = await pdfOf(alice, { plan: { currency: "USD", segments: [{ name: "US", size: "auto", budget: "1900", budget_kind: "lifetime", start: inDays(3), end: inDays(30) }] } });
    // 1,900 USD at 1.9 USD per 1,000 accounts reached: 1,000,000 accounts.
    expect(usd.text).toContain("Estimated reach 1,000,000");
    expect(usd.text).not.toContain("Japanese agreement terms");
  });

  it("refuses bad input with a 4xx on the field and another team's campaign with a 404", async () => {
    expect((await pdfOf(alice, {})).status).toBe(400);
    expect((await pdfOf(alice, { campaign: campaignId, plan: { currency: "USD", segments: [] } })).status).toBe(400);
    const budget = await pdfOf(alice, { plan: { currency: "USD", segments: [{ name: "S", size: "auto", budget: "12.55", budget_kind: "lifetime", start: inDays(3), end: inDays(30) }] } });
    expect(budget.status).toBe(400);
    expect(budget.data["plan.segments.0.budget"]).toEqual(["Budget must be a number with at most one decimal place."]);
    const dates = await pdfOf(alice, { plan: { currency: "USD", segments: [{ name: "S", size: "auto", budget: "10", budget_kind: "lifetime", start: inDays(30), end: inDays(3) }] } });
    expect(dates.data["plan.segments.0.end"]).toEqual(["End date must be after the start date."]);
    expect((await pdfOf(alice, { campaign: "abc" })).status).toBe(400);
    const other = await pdfOf(mallory, { campaign: campaignId });
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.data)).not.toContain("Autumn coffee");
    expect((await pdfOf(alice, { campaign: 999_999 })).status).toBe(404);
    expect((await pdfOf(new Caller(), { campaign: campaignId })).status).toBe(401);
    // The planner is public: a visitor gets a plan's PDF without signing in.
    const visitor = await pdfOf(new Caller(), { plan: { currency: "USD", segments: [{ name: "Visitor", size: "auto", budget: "100", budget_kind: "lifetime", start: inDays(3), end: inDays(30) }] } });
    expect(visitor.status).toBe(200);
    expect(visitor.text).toContain("Visitor");
  });
});
