import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { subscriptions, uploadedAudiences } from "@/lib/server/db/schema";
import { createTeam } from "@/lib/server/teams/create-team";
import { createAdAccount } from "@/lib/server/accounts/ad-accounts";
import { saveXAdsCredentials } from "@/lib/server/ads/x-ads-credentials";
import * as configs from "@/app/api/audience-configs/route";
import * as uploads from "@/app/api/uploaded-audiences/route";
import * as pixel from "@/app/api/has-pixel/route";
import { freshDatabase } from "../../support/test-db";
import { signedInCaller } from "../../support/auth";
import { SHARED } from "../../support/corpus";
import { startXAdsStub, type XAdsStub } from "../../support/x-ads-stub/server";

// With X Ads credentials configured, uploads and has-pixel go to the live X Ads API (here the local
// stub, which checks every signature) with the tokens the account owner signed in to X with.

const CONSUMER = { key: "live-consumer", secret: "live-consumer-secret" };
let handle: DatabaseHandle;
let stub: XAdsStub;
let alice: Awaited<ReturnType<typeof signedInCaller>>;
let team: string;

beforeAll(async () => {
  stub = await startXAdsStub({ consumer: CONSUMER, tokens: { "alice-token": "alice-secret" }, sharedDir: SHARED });
  Object.assign(process.env, { X_ADS_CONSUMER_KEY: CONSUMER.key, X_ADS_CONSUMER_SECRET: CONSUMER.secret, X_ADS_API_BASE_URL: `${stub.url}/12`, X_ADS_USERS_BASE_URL: `${stub.url}/2` });
  handle = await freshDatabase();
  alice = await signedInCaller("alice@example.com");
  const made = await createTeam(alice.userId, { name: "Live Co", slug: "live-co" });
  team = made.slug;
  await handle.db.insert(subscriptions).values({ teamId: made.id, start: new Date("2026-02-01"), active: true, planName: "Enterprise" });
  await createAdAccount(alice.userId, { account_id: stub.accountId, name: "Fixture account", network: "twitter", standalone: false });
});
afterAll(async () => {
  for (const key of ["X_ADS_CONSUMER_KEY", "X_ADS_CONSUMER_SECRET", "X_ADS_API_BASE_URL", "X_ADS_USERS_BASE_URL"]) delete process.env[key];
  await stub.stop();
  await handle.close();
});

describe("upload through the live X Ads API", () => {
  it("without the owner's X tokens, X is not called and the user is told why", async () => {
    const id = (await alice.call(configs.POST, "POST", "/api/audience-configs/", { body: { team, name: "No tokens", targeting_package: { keywords: [{ label: "tea" }] } } })).data.id;
    const res = await alice.call(uploads.POST, "POST", "/api/uploaded-audiences/", { body: { audience_config_id: id, ad_account_id: stub.accountId } });
    expect(res.status).toBe(422);
    expect(res.data.detail).toContain("has not connected an X account");
    expect(stub.requests).toHaveLength(0);
  });

  it("signs every call with the owner's tokens and records what X created", async () => {
    await saveXAdsCredentials(alice.userId, "alice-token", "alice-secret");
    const pkg = { keywords: [{ label: "cold brew" }], interests: [{ label: "Books and literature/Comics" }], languages: [{ label: "English" }], handles: [{ handle: "DoDirty78" }], custom_audiences: ["twurl-using-subshell-for-file", "TA #2"], age: "AGE_18_TO_34" };
    const id = (await alice.call(configs.POST, "POST", "/api/audience-configs/", { body: { team, name: "Live audience", targeting_package: pkg } })).data.id;

    const asked = await alice.call(uploads.POST, "POST", "/api/uploaded-audiences/", { body: { audience_config_id: id, ad_account_id: stub.accountId } });
    expect(asked.status).toBe(409);

    const res = await alice.call(uploads.POST, "POST", "/api/uploaded-audiences/", { body: { audience_config_id: id, ad_account_id: stub.accountId, skip_not_ready: true } });
    expect(res.status).toBe(201);
    expect(stub.rejected).toBe(0);
    expect(res.data).toMatchObject({ adapter: "live", status: "draft" });
    const sent = stub.criteria.map((c) => `${c.targeting_type}:${c.targeting_value}`);
    expect(sent).toEqual(expect.arrayContaining(["BROAD_KEYWORD:cold brew", "INTEREST:1003", "LANGUAGE:en", "SIMILAR_TO_FOLLOWERS_OF_USER:119369819", "CUSTOM_AUDIENCE:1nmth", "AGE:AGE_18_TO_34"]));
    expect(sent).not.toContain("CUSTOM_AUDIENCE:abc2");
    expect(stub.lineItems.get(res.data.line_item_id)).toMatchObject({ entity_status: "DRAFT", objective: "REACH" });
    const [row] = await handle.db.select().from(uploadedAudiences).where(eq(uploadedAudiences.id, res.data.id));
    expect(row.campaignId).toBe(res.data.campaign_id);
    const list = await alice.call(uploads.GET, "GET", `/api/uploaded-audiences/?team=${team}`);
    expect(list.data[0]).toMatchObject({ id: res.data.id, status: "draft" });
  });

  it("X refusing the criteria removes the line item again and reports X's message", async () => {
    const id = (await alice.call(configs.POST, "POST", "/api/audience-configs/", { body: { team, name: "Refused", targeting_package: { keywords: [{ label: "matcha" }] } } })).data.id;
    const before = stub.lineItems.size;
    stub.inject({ status: 400, code: "INVALID_PARAMETER", message: "Keyword matcha is not allowed", parameter: "targeting_value" }, /\/targeting_criteria$/);
    const res = await alice.call(uploads.POST, "POST", "/api/uploaded-audiences/", { body: { audience_config_id: id, ad_account_id: stub.accountId } });
    expect(stub.lineItems.size).toBe(before + 1);
    expect(res.status).toBe(400);
    expect(res.data.detail).toBe("X Ads: Keyword matcha is not allowed");
    expect([...stub.lineItems.values()].at(-1)!.deleted).toBe(true);
  });

  it("has-pixel asks X for the account's website tags", async () => {
    const res = await alice.call(pixel.GET, "GET", `/api/has-pixel/?ad_account_id=${stub.accountId}`);
    expect(res.data).toMatchObject({ has_pixel: true, pixels: [{ id: "o1l2k", type: "SITE_VISIT" }] });
    expect(stub.requests.at(-1)).toMatchObject({ path: `/12/accounts/${stub.accountId}/web_event_tags` });
  });

  it("a rate limit far away is a 429 with Retry-After", async () => {
    stub.inject({ status: 429, resetInSeconds: 900 });
    const res = await alice.call(pixel.GET, "GET", `/api/has-pixel/?ad_account_id=${stub.accountId}`);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(800);
  });
});
