import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { adsSandboxCampaigns, audienceConfigs, teamAdEntities } from "@/lib/server/db/schema";
import { createTeam } from "@/lib/server/teams/create-team";
import { createAdAccount } from "@/lib/server/accounts/ad-accounts";
import { seedTargetingReferenceData } from "@/lib/server/targeting/seed-reference-data";
import { campaignGenerationMessage } from "@/lib/domain/targeting/rules";
import { extractParameters } from "@/lib/server/campaigns/generation/extract-parameters";
import { modelExtractor } from "@/lib/server/campaigns/generation/parameter-extractor";
import * as configs from "@/app/api/audience-configs/route";
import * as calculator from "@/app/api/external/campaign-calculator/route";
import * as extract from "@/app/api/external/extract-parameters/route";
import * as options from "@/app/api/external/campaign-options/route";
import * as create from "@/app/api/external/campaign-create/route";
import * as campaignAdsets from "@/app/api/campaigns/[pk]/adsets/route";
import * as campaignAds from "@/app/api/campaigns/[pk]/ads/route";
import { freshDatabase } from "../../support/test-db";
import { signedInCaller } from "../../support/auth";

let handle: DatabaseHandle;
let alice: Awaited<ReturnType<typeof signedInCaller>>;
let mallory: Awaited<ReturnType<typeof signedInCaller>>;
let team: string;
let emptyTeam: string;
let coffeeId: number;
let teaId: number;
let unsizedId: number;

const ACCOUNT = "18ce54gen01";
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const EMAIL = "alice@example.com";
const entityCount = async () => ({ x: (await handle.db.select().from(adsSandboxCampaigns)).length, team: (await handle.db.select().from(teamAdEntities)).length });

beforeAll(async () => {
  handle = await freshDatabase();
  await seedTargetingReferenceData(handle.db);
  alice = await signedInCaller(EMAIL);
  mallory = await signedInCaller("mallory@example.com");
  team = (await createTeam(alice.userId, { name: "Coffee Co", slug: "coffee-gen" })).slug;
  emptyTeam = (await createTeam(alice.userId, { name: "Empty Co", slug: "empty-gen" })).slug;
  await createTeam(mallory.userId, { name: "Other", slug: "other-gen" });
  await createAdAccount(alice.userId, { account_id: ACCOUNT, name: "Coffee ads", network: "twitter", standalone: false });
  const save = async (name: string, targeting_package: object, size: number | null) => {
    const id = (await alice.call(configs.POST, "POST", "/api/audience-configs/", { body: { team, name, targeting_package } })).data.id as number;
    await handle.db.update(audienceConfigs).set({ size }).where(eq(audienceConfigs.id, id));
    return id;
  };
  unsizedId = await save("Espresso, unsized", { keywords: [{ label: "espresso" }] }, null);
  coffeeId = await save("Coffee lovers in Japan", { keywords: [{ label: "cold brew" }], handles: [{ handle: "BlueBottle" }], languages: [{ label: "Japanese" }] }, 300_000);
  teaId = await save("Tea drinkers", { hashtags: [{ label: "matcha" }] }, 2_000_000);
});
afterAll(async () => handle.close());

describe("POST /api/external/campaign-calculator/", () => {
  const calc = (body: object, who = alice) => who.call(calculator.POST, "POST", "/api/external/campaign-calculator/", { body });

  it("turns a budget into reach, impressions and cost for a saved package at the stated rates", async () => {
    const res = await calc({ audience_config_id: teaId, budget: "1900" });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      estimated: true, currency: "USD", budget: 1900, total_budget: 1900, budget_usd: 1900, reach: 1_000_000, impressions: 1_233_766, limited_by_package: false, package_size: 2_000_000, days: 1, bid: 1.6,
      rates: { cost_per_1000_reached_usd: 1.9, cost_per_1000_impressions_usd: 1.54, usd_per_unit: 1 },
    });
  });
  it("caps reach at the package, runs a daily budget over the flight, and prices a reach in yen", async () => {
    expect((await calc({ audience_config_id: coffeeId, budget: "1000" })).data).toMatchObject({ reach: 300_000, limited_by_package: true });
    expect((await calc({ audience_config_id: teaId, budget: "100", budget_kind: "daily", start: "2027-01-01", end: "2027-01-10" })).data).toMatchObject({ days: 10, total_budget: 1000, reach: 526_315 });
    const yen = await calc({ audience_config_id: teaId, reach: 100_000, currency: "JPY" });
    expect(yen.data).toMatchObject({ currency: "YEN", reach: 100_000, cost_per_thousand_reached: 283.58 });
    expect(yen.data.budget).toBeGreaterThan(28_000);
  });
  it("refuses bad input on its field: a two-decimal budget, neither or both of budget and reach, an unsized package, a currency without a rate", async () => {
    expect((await calc({ audience_config_id: teaId, budget: "12.55" })).data.budget).toEqual(["Budget must be a number with at most one decimal place."]);
    expect((await calc({ audience_config_id: teaId })).data.budget).toEqual(["Give a budget or a reach."]);
    expect((await calc({ audience_config_id: teaId, budget: "5", reach: 100 })).data.reach).toEqual(["Give a budget or a reach, not both."]);
    expect((await calc({ audience_config_id: unsizedId, budget: "5" })).data.audience_config_id).toEqual(["This targeting package has no size estimate yet: open it in the audience builder first."]);
    const other = await calc({ audience_config_id: teaId, budget: "5", currency: "Other" });
    expect(other.status).toBe(400);
    expect(other.data.currency).toEqual(["No exchange rate is configured for Other (TARGETING_CURRENCY_USD_RATES)."]);
  });
  it("gives another team's package the same 404 as a missing one", async () => {
    expect((await calc({ audience_config_id: teaId, budget: "5" }, mallory)).status).toBe(404);
  });
});

describe("POST /api/external/extract-parameters/", () => {
  const ask = (body: object, who = alice) => who.call(extract.POST, "POST", "/api/external/extract-parameters/", { body: { email: EMAIL, ...body } });

  it("reads an English description with the local rules", async () => {
    const res = await ask({ team, description: "Cold brew launch. Drive website visits from coffee lovers who follow @BlueBottle in Japan, $2,500 total from 2027-01-10 to 2027-02-09." });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ source: "rules", name: "Cold brew launch", objective: "WEBSITE_CLICKS", budget: "2500", currency: "USD", budget_kind: "lifetime", start: "2027-01-10", end: "2027-02-09" });
    expect(res.data.targeting).toMatchObject({ handles: ["BlueBottle"], countries: ["Japan"] });
  });
  it("reads a Japanese description", async () => {
    const res = await ask({ description: "2027年1月10日から2月9日まで、日本の20〜34歳の女性に認知を広げたい。予算は30万円。#カフェ" });
    expect(res.data).toMatchObject({ objective: "REACH", budget: "300000", currency: "YEN", start: "2027-01-10", end: "2027-02-09" });
    expect(res.data.targeting).toMatchObject({ hashtags: ["カフェ"], countries: ["Japan"], gender: "FEMALE", age: "AGE_18_TO_34" });
  });
  it("answers the spec's generation errors: someone else's e-mail, a description that states nothing", async () => {
    const wrong = await ask({ description: "Reach runners in Japan", email: "bob@example.com" });
    expect(wrong.status).toBe(400);
    expect(campaignGenerationMessage(wrong.data.detail)).toBe("Invalid email address");
    const nothing = await ask({ description: "hello there" });
    expect(nothing.status).toBe(422);
    expect(campaignGenerationMessage(nothing.data.description[0])).toBe("Failed to generate campaign attributes");
    expect((await ask({ description: "" })).data.description).toEqual(["Description is required"]);
    expect((await ask({ team: "other-gen", description: "Reach runners" })).status).toBe(404);
  });
});

describe("the chat model reads descriptions when one is configured", () => {
  let server: http.Server;
  let base = "";
  let answer = "";
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        res.writeHead(200, { "content-type": "text/event-stream" });
        for (const piece of answer.match(/[\s\S]{1,20}/g) ?? []) res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: piece } }] })}\n\n`);
        res.end("data: [DONE]\n\n");
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  const model = () => modelExtractor({ url: base, apiKey: "sk-test", model: "stub", timeoutMs: 5000 });
  const identity = () => ({ kind: "user", userId: alice.userId, email: EMAIL }) as never;

  it("takes the model's JSON answer, checked by the same schema", async () => {
    answer = "```json\n" + JSON.stringify({ name: "Matcha week", objective: "ENGAGEMENTS", budget: "800", currency: "EUR", budget_kind: "daily", start: "2027-03-01", end: null, targeting: { hashtags: ["matcha"] } }) + "\n```";
    const p = await extractParameters(identity(), { description: "matcha engagement in March", email: EMAIL, ad_account_id: null }, model());
    expect(p).toMatchObject({ source: "model", name: "Matcha week", objective: "ENGAGEMENTS", budget: "800", currency: "EUR", budget_kind: "daily", start: "2027-03-01", end: null, targeting: { hashtags: ["matcha"], gender: "ANY", age: "AGE_ANY" } });
  });
  it("fails with the spec's message when the model answers something else", async () => {
    answer = "Sorry, I cannot help with that.";
    const failed = extractParameters(identity(), { description: "matcha engagement", email: EMAIL, ad_account_id: null }, model());
    await expect(failed).rejects.toMatchObject({ status: 502, message: "Failed to generate campaign attributes: The chat model did not answer with the campaign's parameters." });
    answer = JSON.stringify({ objective: "WORLD_DOMINATION" });
    await expect(extractParameters(identity(), { description: "matcha engagement", email: EMAIL, ad_account_id: null }, model())).rejects.toMatchObject({ status: 502 });
  });
});

describe("POST /api/external/campaign-options/", () => {
  const ask = (body: object, who = alice) => who.call(options.POST, "POST", "/api/external/campaign-options/", { body: { email: EMAIL, team, ...body } });

  it("ranks the team's sized packages by the audience they share with the description, each with its estimate", async () => {
    const res = await ask({ description: "Reach cold brew fans who follow @BlueBottle, $1,000 total" });
    expect(res.status).toBe(200);
    expect(res.data.best).toBe(coffeeId);
    expect(res.data.packages.map((p: { id: number }) => p.id)).toEqual([coffeeId, teaId]);
    expect(res.data.packages[0]).toMatchObject({ name: "Coffee lovers in Japan", size: 300_000, matches: ["@BlueBottle", "cold brew"], estimate: { reach: 300_000, limited_by_package: true } });
    expect(res.data.packages[1].estimate).toMatchObject({ reach: 526_315, limited_by_package: false });
    expect(res.data).toMatchObject({ objectives: ["REACH", "ENGAGEMENTS", "WEBSITE_CLICKS", "VIDEO_VIEWS", "FOLLOWERS"], bid: 1.6 });
  });
  it("has no best package when nothing matches, and 'No audience found' for a team without a sized package", async () => {
    expect((await ask({ description: "Reach skateboarders in Brazil" })).data.best).toBeNull();
    const none = await ask({ team: emptyTeam, description: "Reach skateboarders in Brazil" });
    expect(none.status).toBe(422);
    expect(campaignGenerationMessage(none.data.detail)).toBe("No audience found");
    expect((await ask({ team: undefined, description: "Reach runners" })).data.team).toEqual(["team is required"]);
  });
});

describe("POST /api/external/campaign-create/", () => {
  const body = (over: Record<string, unknown> = {}) => ({ team, email: EMAIL, ad_account_id: ACCOUNT, audience_config_id: teaId, name: "Matcha launch", objective: "REACH", budget: "500", budget_kind: "lifetime", start: inDays(1), end: inDays(20), ad: { text: "Matcha, whisked to order." }, ...over });
  const post = (over: Record<string, unknown> = {}, who = alice) => who.call(create.POST, "POST", "/api/external/campaign-create/", { body: body(over) });

  it("makes the campaign with its ad set on the package and its ad, choosing the instrument and the starting bid", async () => {
    const res = await post();
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ name: "Matcha launch", entity_status: "ACTIVE", total_budget: 500, daily_budget: null, currency: "USD", simulated: true });
    const sets = await alice.call(campaignAdsets.GET, "GET", "/", { params: { pk: String(res.data.id) } });
    expect(sets.data).toEqual([expect.objectContaining({ objective: "REACH", bid: 1.6, audience_config_id: teaId, audience_size: 2_000_000 })]);
    const ads = await alice.call(campaignAds.GET, "GET", "/", { params: { pk: String(res.data.id) } });
    expect(ads.data).toEqual([expect.objectContaining({ text: "Matcha, whisked to order.", entity_status: "ACTIVE" })]);
  });
  it("takes a daily budget and a bid as given", async () => {
    const res = await post({ name: "Daily matcha", budget: "40", budget_kind: "daily", bid: "7.5" });
    expect(res.data).toMatchObject({ daily_budget: 40, total_budget: null });
    const sets = await alice.call(campaignAdsets.GET, "GET", "/", { params: { pk: String(res.data.id) } });
    expect(sets.data[0].bid).toBe(7.5);
  });
  it("refuses bad input on the stepper's fields and leaves nothing half-made", async () => {
    const before = await entityCount();
    expect((await post({ budget: "12.55" })).data.budget).toEqual(["Budget must be a number with at most one decimal place."]);
    expect((await post({ start: inDays(-3) })).data.start).toEqual(["Start date must not be in the past."]);
    expect((await post({ start: inDays(5), end: inDays(3) })).data.end).toEqual(["End date must be after the start date."]);
    expect((await post({ audience_config_id: unsizedId })).data.audience_config_id).toEqual(["This targeting package has no size estimate yet: open it in the audience builder first."]);
    expect((await post({ objective: "FAME" })).data.objective).toEqual(["Choose an objective."]);
    expect((await post({ ad: { text: "" } })).status).toBe(400);
    expect((await post({ budget: "20000", funding_instrument_id: "nope" })).data.funding_instrument_id).toEqual(["Choose a funding instrument of this ad account."]);
    const wrong = await post({ email: "bob@example.com" });
    expect(campaignGenerationMessage(wrong.data.detail)).toBe("Invalid email address");
    expect(await entityCount()).toEqual(before);
  });
  it("gives another team the same 404 as a missing one", async () => {
    expect((await post({ email: "mallory@example.com" }, mallory)).status).toBe(404);
  });
});
