import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { audienceConfigs, teamAdEntities } from "@/lib/server/db/schema";
import { createTeam } from "@/lib/server/teams/create-team";
import { createAdAccount } from "@/lib/server/accounts/ad-accounts";
import { saveXAdsCredentials } from "@/lib/server/ads/x-ads-credentials";
import * as configs from "@/app/api/audience-configs/route";
import * as campaigns from "@/app/api/campaigns/route";
import * as campaign from "@/app/api/campaigns/[pk]/route";
import * as campaignAds from "@/app/api/campaigns/[pk]/ads/route";
import * as campaignAdsets from "@/app/api/campaigns/[pk]/adsets/route";
import * as statsTotal from "@/app/api/campaigns/[pk]/statstotal/route";
import * as reach from "@/app/api/campaigns/[pk]/reach/route";
import * as toggle from "@/app/api/ads/[pk]/toggle/route";
import * as summaryPdf from "@/app/api/campaign-summary-pdf/route";
import { freshDatabase } from "../../support/test-db";
import { signedInCaller } from "../../support/auth";
import { SHARED } from "../../support/corpus";
import { pdfText } from "../../support/pdf-text";
import { startXAdsStub, type XAdsStub } from "../../support/x-ads-stub/server";
import { STUB_CONSUMER } from "../../support/x-ads-stub/live-adapter";

// With X Ads credentials configured, the campaign endpoints run on the live X Ads API: here the
// local stub, which checks every signature and replays the v12 fixtures.

const ENV = ["X_ADS_CONSUMER_KEY", "X_ADS_CONSUMER_SECRET", "X_ADS_API_BASE_URL", "X_ADS_USERS_BASE_URL"];
let handle: DatabaseHandle;
let stub: XAdsStub;
let alice: Awaited<ReturnType<typeof signedInCaller>>;
let mallory: Awaited<ReturnType<typeof signedInCaller>>;
let team: string;
let configId: number;
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const pk = (id: number) => ({ params: { pk: String(id) } });

beforeAll(async () => {
  stub = await startXAdsStub({ consumer: STUB_CONSUMER, tokens: { "alice-token": "alice-secret" }, sharedDir: SHARED });
  Object.assign(process.env, { X_ADS_CONSUMER_KEY: STUB_CONSUMER.key, X_ADS_CONSUMER_SECRET: STUB_CONSUMER.secret, X_ADS_API_BASE_URL: `${stub.url}/12`, X_ADS_USERS_BASE_URL: `${stub.url}/2` });
  handle = await freshDatabase();
  alice = await signedInCaller("alice@example.com");
  mallory = await signedInCaller("mallory@example.com");
  team = (await createTeam(alice.userId, { name: "Live Co", slug: "live-campaigns" })).slug;
  await createTeam(mallory.userId, { name: "Other", slug: "live-other" });
  await createAdAccount(alice.userId, { account_id: stub.accountId, name: "Fixture account", network: "twitter", standalone: false });
  await saveXAdsCredentials(alice.userId, "alice-token", "alice-secret");
  configId = (await alice.call(configs.POST, "POST", "/api/audience-configs/", { body: { team, name: "Cold brew fans", targeting_package: { keywords: [{ label: "cold brew" }] } } })).data.id;
  await handle.db.update(audienceConfigs).set({ size: 1_000_000 }).where(eq(audienceConfigs.id, configId));
});
afterAll(async () => {
  for (const key of ENV) delete process.env[key];
  await stub.stop();
  await handle.close();
});

describe("campaigns on the live X Ads API", () => {
  it("creates a campaign with its line item, targeting and promoted post on X, and reads it back through the endpoints", async () => {
    const res = await alice.call(campaigns.POST, "POST", "/api/campaigns/", {
      body: { team, ad_account_id: stub.accountId, name: "Live brew", funding_instrument_id: "lygyi", daily_budget: "50", total_budget: "500", start_time: inDays(1), end_time: inDays(20), adset: { name: "Fans", objective: "REACH", bid: "6.5", audience_config_id: configId }, ad: { text: "Cold brew, live." } },
    });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ name: "Live brew", adapter: "live", simulated: false, daily_budget: 50, total_budget: 500, currency: "USD", entity_status: "ACTIVE" });
    expect(stub.rejected).toBe(0);
    expect(stub.criteria.map((c) => [c.targeting_type, c.targeting_value])).toContainEqual(["BROAD_KEYWORD", "cold brew"]);
    const id = res.data.id as number;

    const sets = (await alice.call(campaignAdsets.GET, "GET", "/", pk(id))).data;
    expect(sets).toEqual([expect.objectContaining({ name: "Fans", objective: "REACH", bid: 6.5, entity_status: "ACTIVE", audience_size: 1_000_000 })]);
    const ads = (await alice.call(campaignAds.GET, "GET", "/", pk(id))).data;
    expect(ads).toEqual([expect.objectContaining({ text: "Cold brew, live.", entity_status: "ACTIVE" })]);
    expect((await alice.call(toggle.POST, "POST", "/", pk(ads[0].id))).data.entity_status).toBe("PAUSED");

    const patched = await alice.call(campaign.PATCH, "PATCH", "/", { ...pk(id), body: { daily_budget: "60", entity_status: "PAUSED" } });
    expect(patched.data).toMatchObject({ daily_budget: 60, total_budget: 500, entity_status: "PAUSED" });
    const estimate = (await alice.call(reach.GET, "GET", "/", pk(id))).data;
    expect(estimate).toMatchObject({ simulated: false, daily_reach: { min: 232, max: 349 } });
  });

  it("reads X's figures (not simulated) for a campaign that has served, and puts them in its PDF", async () => {
    const made = (await alice.call(campaigns.POST, "POST", "/api/campaigns/", { body: { team, ad_account_id: stub.accountId, name: "Served live", funding_instrument_id: "lygyi", daily_budget: "50", start_time: inDays(0), end_time: "" } })).data;
    const [row] = await handle.db.select().from(teamAdEntities).where(eq(teamAdEntities.id, made.id));
    stub.store.campaigns.get(row.remoteId)!.start_time = new Date(Date.now() - 2 * 86_400_000).toISOString();
    const stats = (await alice.call(statsTotal.GET, "GET", "/", pk(made.id))).data;
    expect(stats.simulated).toBe(false);
    expect(stats.days.map((d: { impressions: number }) => d.impressions)).toEqual([252_142, 274_016, 252_142]);
    const pdf = await alice.call(summaryPdf.POST, "POST", "/api/campaign-summary-pdf/", { body: { campaign: made.id } });
    const text = (await pdfText(pdf.bytes)).replace(/\s+/g, " ");
    expect(text).toContain("Figures reported by the X Ads API.");
    expect(text).toContain(`Impressions ${(252_142 * 2 + 274_016).toLocaleString("en")}`);
    expect(text).not.toContain("Simulated:");
  });

  it("an X refusal lands on the form's field and leaves no team row; another team's campaign is a 404", async () => {
    const before = (await handle.db.select().from(teamAdEntities)).length;
    const refused = await alice.call(campaigns.POST, "POST", "/api/campaigns/", { body: { team, ad_account_id: stub.accountId, name: "Wrong card", funding_instrument_id: "not-ours", daily_budget: "5", start_time: inDays(1) } });
    expect(refused.status).toBe(400);
    expect(refused.data.funding_instrument_id).toBeTruthy();
    expect((await handle.db.select().from(teamAdEntities)).length).toBe(before);
    const [mine] = (await alice.call(campaigns.GET, "GET", `/api/campaigns/?team=${team}`)).data;
    expect((await mallory.call(campaign.GET, "GET", "/", pk(mine.id))).status).toBe(404);
  });
});
