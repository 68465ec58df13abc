import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { adAccounts, grantedAccounts, adsSandboxCustomAudiences, adsSandboxLineItems, adsSandboxTargetingCriteria, adsSandboxWebEventTags, corpusAccounts, memberships, subscriptions, uploadedAudiences } from "@/lib/server/db/schema";
import { createTeam } from "@/lib/server/teams/create-team";
import { createAdAccount } from "@/lib/server/accounts/ad-accounts";
import { seedTargetingReferenceData } from "@/lib/server/targeting/seed-reference-data";
import * as configs from "@/app/api/audience-configs/route";
import * as uploads from "@/app/api/uploaded-audiences/route";
import * as upload from "@/app/api/uploaded-audiences/[pk]/route";
import * as customAudiences from "@/app/api/ad-accounts/custom-audiences/route";
import * as check from "@/app/api/ad-accounts/custom-audiences/check/route";
import * as pixel from "@/app/api/has-pixel/route";
import { freshDatabase } from "../../support/test-db";
import { signedInCaller } from "../../support/auth";
import { Caller } from "../../support/caller";

let handle: DatabaseHandle;
let alice: Awaited<ReturnType<typeof signedInCaller>>;
let bob: Awaited<ReturnType<typeof signedInCaller>>;
let mallory: Awaited<ReturnType<typeof signedInCaller>>;
let team: string;
let teamId: string;
let unpaid: string;
let otherTeamId: string;

const ACCOUNT = "18ce54sbx01";
const NOT_READY = "Some custom audiences are not ready and will not be applied. This may take up to 48 hours to be processed by X. Do you still want to apply the rest of the targeting package?";
const PACKAGE = {
  keywords: [{ label: "cold brew" }, { label: "latte art", deselected: true }],
  hashtags: [{ label: "coffee" }],
  interests: [{ label: "Books and literature/Comics" }, { label: "Made-up interest/Nothing" }],
  handles: [{ handle: "bluebottle" }, { handle: "nosuchhandle" }],
  languages: [{ label: "English" }],
  locations: ["Japan"],
  placements: ["homeTimelines", "replies"],
  custom_audiences: ["Loyal buyers"],
  age: "AGE_25_TO_49",
  gender: "FEMALE",
};

const saveConfig = async (caller: Caller, body: Record<string, unknown>) => (await caller.call(configs.POST, "POST", "/api/audience-configs/", { body })).data.id as number;
const post = (caller: Caller, body: Record<string, unknown>) => caller.call(uploads.POST, "POST", "/api/uploaded-audiences/", { body });

beforeAll(async () => {
  handle = await freshDatabase();
  await seedTargetingReferenceData(handle.db);
  alice = await signedInCaller("alice@example.com");
  bob = await signedInCaller("bob@example.com");
  mallory = await signedInCaller("mallory@example.com");
  const made = await createTeam(alice.userId, { name: "Coffee Co", slug: "coffee-co" });
  team = made.slug;
  teamId = made.id;
  await handle.db.insert(memberships).values({ teamId, userId: bob.userId, level: "member" });
  await handle.db.insert(subscriptions).values({ teamId, start: new Date("2026-01-01"), active: true, planName: "Pro" });
  unpaid = (await createTeam(alice.userId, { name: "Side project", slug: "side-project" })).slug;
  otherTeamId = (await createTeam(mallory.userId, { name: "Other", slug: "other-co" })).id;
  await createAdAccount(alice.userId, { account_id: ACCOUNT, name: "Coffee ads", network: "twitter", standalone: false });
  await handle.db.insert(corpusAccounts).values({ id: "70001", handle: "BlueBottle", origin: "generated" });
});
afterAll(async () => handle.close());

describe("uploading a saved audience to the ads sandbox", () => {
  it("refuses without an active subscription, with the spec's message, and writes nothing", async () => {
    const id = await saveConfig(alice, { team: unpaid, name: "Unpaid", targeting_package: PACKAGE });
    const res = await post(alice, { audience_config_id: id, ad_account_id: ACCOUNT });
    expect(res.status).toBe(402);
    expect(res.data).toEqual({ detail: "You need an active subscription to upload audiences to X.", request_id: expect.any(String) });
    expect(await handle.db.select().from(adsSandboxLineItems)).toHaveLength(0);
  });

  it("asks first when custom audiences are still processing, then uploads the rest as a draft", async () => {
    const made = await alice.call(customAudiences.POST, "POST", "/api/ad-accounts/custom-audiences/", { body: { ad_account_id: ACCOUNT, name: "Loyal buyers" } });
    expect(made.status).toBe(201);
    expect(made.data).toMatchObject({ name: "Loyal buyers", targetable: false, reasons_not_targetable: ["PROCESSING"], audience_size: null });
    const id = await saveConfig(alice, { team, name: "Coffee lovers", countries: ["UK"], targeting_package: PACKAGE });

    const asked = await post(alice, { audience_config_id: id, ad_account_id: ACCOUNT });
    expect(asked.status).toBe(409);
    expect(asked.data).toEqual({ detail: NOT_READY, request_id: expect.any(String) });
    expect(await handle.db.select().from(adsSandboxLineItems)).toHaveLength(0);

    const res = await post(alice, { audience_config_id: id, ad_account_id: ACCOUNT, skip_not_ready: true });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ status: "draft", adapter: "sandbox", ad_account_id: ACCOUNT, audience_config_id: id });
    const sent = (res.data.criteria as { targeting_type: string; targeting_value: string }[]).map((c) => `${c.targeting_type}:${c.targeting_value}`);
    expect(sent).toEqual(
      expect.arrayContaining(["BROAD_KEYWORD:cold brew", "BROAD_KEYWORD:#coffee", "INTEREST:1003", "SIMILAR_TO_FOLLOWERS_OF_USER:70001", "LANGUAGE:en", "LOCATION:country-JP", "LOCATION:country-GB", "AGE:AGE_25_TO_49", "GENDER:2"]),
    );
    expect(sent).not.toContain("BROAD_KEYWORD:latte art");
    expect(res.data.skipped).toEqual(
      expect.arrayContaining([
        { kind: "custom_audiences", label: "Loyal buyers", reason: "not-ready" },
        { kind: "users", label: "nosuchhandle", reason: "not-found" },
        { kind: "interests", label: "Made-up interest — Nothing", reason: "not-found" },
      ]),
    );
    const [line] = await handle.db.select().from(adsSandboxLineItems).where(eq(adsSandboxLineItems.id, res.data.line_item_id));
    expect(line).toMatchObject({ entityStatus: "DRAFT", placements: ["TWITTER_TIMELINE", "TWITTER_REPLIES"], objective: "REACH" });
    expect(await handle.db.select().from(adsSandboxTargetingCriteria).where(eq(adsSandboxTargetingCriteria.lineItemId, line.id))).toHaveLength(sent.length);

    const list = await alice.call(uploads.GET, "GET", `/api/uploaded-audiences/?team=${team}`);
    expect(list.data.map((u: { id: number; status: string }) => [u.id, u.status])).toEqual([[res.data.id, "draft"]]);
  });

  it("once X has processed the custom audience it is targetable and goes up with the package", async () => {
    await handle.db.update(adsSandboxCustomAudiences).set({ readyAt: new Date(Date.now() - 1000), matchedUsers: 5400 });
    const checked = await alice.call(check.POST, "POST", "/api/ad-accounts/custom-audiences/check/", { body: { ad_account_id: ACCOUNT, custom_audience_names: ["Loyal buyers", "Never made"] } });
    expect(checked.data.custom_audiences).toEqual([
      expect.objectContaining({ name: "Loyal buyers", targetable: true, reasons_not_targetable: [] }),
      expect.objectContaining({ name: "Never made", targetable: false, id: null }),
    ]);
    const id = await saveConfig(alice, { team, name: "Buyers", targeting_package: { custom_audiences: ["Loyal buyers"], keywords: [{ label: "espresso" }] } });
    const res = await post(alice, { audience_config_id: id, ad_account_id: ACCOUNT });
    expect(res.status).toBe(201);
    expect(res.data.criteria.map((c: { targeting_type: string }) => c.targeting_type)).toContain("CUSTOM_AUDIENCE");
  });

  it("refuses an empty package with the spec's message", async () => {
    const id = await saveConfig(alice, { team, name: "Nothing", targeting_package: { keywords: [{ label: "x", deselected: true }] } });
    const res = await post(alice, { audience_config_id: id, ad_account_id: ACCOUNT });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ detail: "Failed to apply targeting list because it is empty.", request_id: expect.any(String) });
  });

  it("uploads only to ad accounts the team has access to, and keeps other teams out", async () => {
    const id = await saveConfig(alice, { team, name: "Team audience", targeting_package: PACKAGE });
    const bobs = await post(bob, { audience_config_id: id, ad_account_id: ACCOUNT, skip_not_ready: true });
    expect(bobs.status).toBe(422);
    expect(bobs.data).toEqual({ detail: "You do not have access to this ad account in this team.", request_id: expect.any(String) });
    const grant = await handle.db.select({ id: memberships.id }).from(memberships).where(eq(memberships.userId, bob.userId));
    const [acct] = await handle.db.select().from(adAccounts).where(eq(adAccounts.accountId, ACCOUNT));
    await handle.db.insert(grantedAccounts).values({ membershipId: grant[0].id, adAccountId: acct.id });
    expect((await post(bob, { audience_config_id: id, ad_account_id: ACCOUNT, skip_not_ready: true })).status).toBe(201);

    expect((await post(mallory, { audience_config_id: id, ad_account_id: ACCOUNT })).status).toBe(404);
    expect((await mallory.call(uploads.GET, "GET", `/api/uploaded-audiences/?team=${team}`)).status).toBe(404);
    const mine = await saveConfig(mallory, { team: "other-co", name: "Mine", targeting_package: PACKAGE });
    await handle.db.insert(subscriptions).values({ teamId: otherTeamId, start: new Date("2026-01-01"), active: true, planName: "Pro" });
    const stolen = await post(mallory, { audience_config_id: mine, ad_account_id: ACCOUNT });
    expect(stolen.status).toBe(422);
    expect((await new Caller().call(uploads.POST, "POST", "/api/uploaded-audiences/", { body: { audience_config_id: id, ad_account_id: ACCOUNT } })).status).toBe(401);
  });

  it("rejects bad input with field errors", async () => {
    const res = await post(alice, { audience_config_id: "abc" });
    expect(res.status).toBe(400);
    expect(Object.keys(res.data)).toEqual(expect.arrayContaining(["audience_config_id", "ad_account_id"]));
  });

  it("deleting an upload removes its line item and the listing", async () => {
    const before = (await alice.call(uploads.GET, "GET", `/api/uploaded-audiences/?team=${team}`)).data as { id: number; line_item_id: string }[];
    const target = before[0];
    const res = await alice.call(upload.DELETE, "DELETE", `/api/uploaded-audiences/${target.id}/`, { params: { pk: String(target.id) } });
    expect(res.status).toBe(204);
    const [line] = await handle.db.select().from(adsSandboxLineItems).where(eq(adsSandboxLineItems.id, target.line_item_id));
    expect(line.deleted).toBe(true);
    const after = (await alice.call(uploads.GET, "GET", `/api/uploaded-audiences/?team=${team}`)).data as { id: number }[];
    expect(after.map((u) => u.id)).not.toContain(target.id);
    expect((await mallory.call(upload.DELETE, "DELETE", `/api/uploaded-audiences/${before[1].id}/`, { params: { pk: String(before[1].id) } })).status).toBe(404);
    expect((await handle.db.select().from(uploadedAudiences).where(eq(uploadedAudiences.deleted, false))).length).toBe(before.length - 1);
  });
});

describe("has-pixel", () => {
  it("answers through the ads adapter whether the user's ad account has a conversion pixel", async () => {
    const none = await alice.call(pixel.GET, "GET", "/api/has-pixel/");
    expect(none.data).toEqual({ has_pixel: false, ad_account_id: ACCOUNT, pixels: [] });
    await handle.db.insert(adsSandboxWebEventTags).values({ id: "px1", accountId: ACCOUNT, name: "Checkout pixel" });
    const some = await alice.call(pixel.GET, "GET", `/api/has-pixel/?ad_account_id=${ACCOUNT}`);
    expect(some.data).toEqual({ has_pixel: true, ad_account_id: ACCOUNT, pixels: [{ id: "px1", name: "Checkout pixel", type: "SITE_VISIT" }] });
  });

  it("is false without any ad account, and refuses someone else's account", async () => {
    expect((await mallory.call(pixel.GET, "GET", "/api/has-pixel/")).data).toEqual({ has_pixel: false, ad_account_id: null, pixels: [] });
    expect((await mallory.call(pixel.GET, "GET", `/api/has-pixel/?ad_account_id=${ACCOUNT}`)).status).toBe(422);
    expect((await new Caller().call(pixel.GET, "GET", "/api/has-pixel/")).status).toBe(401);
  });
});
