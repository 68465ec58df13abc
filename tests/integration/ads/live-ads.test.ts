import { describe, expect, it } from "vitest";
import { AdsError } from "@/lib/server/ads/ads-adapter";
import { rejection } from "../../support/rejection";
import { liveAdsSpec } from "../../support/x-ads-stub/live-adapter";

// Contract tests: the live X Ads adapter over real HTTP against the local stub, which verifies
// every OAuth 1.0a signature independently and replays the real v12 shapes.

const x = liveAdsSpec();
const live = (o: { consumerSecret?: string; maxWait?: number } = {}) => x.live(o);
const failure = (p: Promise<unknown>) => rejection(p, AdsError);

describe("live X Ads adapter", () => {
  it("signs with the owner's tokens and reads funding instruments in X's shape", async () => {
    const list = await live().fundingInstruments(x.account);
    expect(list).toEqual([{ id: "lygyi", type: "CREDIT_CARD", currency: "USD", able_to_fund: true, entity_status: "ACTIVE", credit_remaining_local_micro: null }]);
    expect(x.stub.rejected).toBe(0);
    expect(x.stub.requests[0]).toMatchObject({ method: "GET", path: `/12/accounts/${x.stub.accountId}/funding_instruments`, query: { count: "1000" } });
  });

  it("is refused when the signature is wrong, and says so as an auth error", async () => {
    const error = await failure(live({ consumerSecret: "not-the-secret" }).fundingInstruments(x.account));
    expect(x.stub.rejected).toBe(1);
    expect(error).toMatchObject({ kind: "auth", status: 401, codes: [{ code: "UNAUTHORIZED_ACCESS" }] });
  });

  it("needs the owner's X tokens before calling X at all", async () => {
    const error = await failure(live().fundingInstruments({ accountId: x.stub.accountId, credentials: null }));
    expect(error.kind).toBe("auth");
    expect(x.stub.requests).toHaveLength(0);
  });

  it("creates a draft campaign, line item and a batch of criteria, signing query parameters", async () => {
    const ads = live();
    const campaign = await ads.createCampaign(x.account, { name: "Coffee & tea", funding_instrument_id: "lygyi", entity_status: "DRAFT" });
    expect(campaign).toMatchObject({ name: "Coffee & tea", funding_instrument_id: "lygyi", entity_status: "DRAFT" });
    const line = await ads.createLineItem(x.account, { campaign_id: campaign.id, name: "Coffee & tea", objective: "REACH", product_type: "PROMOTED_TWEETS", placements: ["TWITTER_TIMELINE", "TWITTER_SEARCH"], entity_status: "DRAFT" });
    expect(line).toMatchObject({ campaign_id: campaign.id, placements: ["TWITTER_TIMELINE", "TWITTER_SEARCH"], entity_status: "DRAFT", deleted: false });
    const made = await ads.createTargetingCriteria(x.account, line.id, [
      { targeting_type: "INTEREST", targeting_value: "1001", operator_type: "EQ", name: "Books and literature/Biographies and memoirs" },
      { targeting_type: "BROAD_KEYWORD", targeting_value: "cold brew", operator_type: "EQ", name: "cold brew" },
    ]);
    expect(made.map((c) => [c.targeting_type, c.targeting_value, c.line_item_id])).toEqual([["INTEREST", "1001", line.id], ["BROAD_KEYWORD", "cold brew", line.id]]);
    expect(made[0].name).toBe("Books and literature/Biographies and memoirs");
    expect(x.stub.requests.at(-1)).toMatchObject({ method: "POST", path: `/12/batch/accounts/${x.stub.accountId}/targeting_criteria` });
    expect(x.stub.rejected).toBe(0);
    expect((await ads.getLineItem(x.account, line.id))?.entity_status).toBe("DRAFT");
    await ads.deleteLineItem(x.account, line.id);
    expect((await ads.getLineItem(x.account, line.id))?.deleted).toBe(true);
  });

  it("looks names up: interests, languages, locations, and handles as X user ids", async () => {
    const ads = live();
    expect(await ads.lookup(x.account, "interests", "Books and literature/Comics")).toContainEqual({ name: "Books and literature/Comics", targeting_type: "INTEREST", targeting_value: "1003" });
    expect(await ads.lookup(x.account, "languages", "english")).toEqual([{ name: "English", targeting_type: "LANGUAGE", targeting_value: "en" }]);
    expect((await ads.lookup(x.account, "locations", "Los Angeles"))[0]).toMatchObject({ targeting_value: "3b77caf94bfc81fe", targeting_type: "LOCATION" });
    expect(await ads.lookup(x.account, "users", "DoDirty78,nobody_here_x")).toEqual([{ name: "DoDirty78", targeting_type: "SIMILAR_TO_FOLLOWERS_OF_USER", targeting_value: "119369819" }]);
    expect(x.stub.requests.at(-1)).toMatchObject({ path: "/2/users/by", query: { usernames: "DoDirty78,nobody_here_x" } });
  });

  it("reads custom audiences with their targetable state, and the account's pixels", async () => {
    const ads = live();
    const audiences = await ads.customAudiences(x.account);
    expect(audiences).toEqual([
      { id: "1nmth", name: "twurl-using-subshell-for-file", targetable: true, reasons_not_targetable: [], audience_size: 1470 },
      { id: "abc2", name: "TA #2", targetable: false, reasons_not_targetable: ["TOO_SMALL"], audience_size: null },
    ]);
    expect(await ads.webEventTags(x.account)).toEqual([{ id: "o1l2k", name: "Site visit pixel", type: "SITE_VISIT" }]);
  });

  it("turns X's error bodies into AdsError with X's codes", async () => {
    x.stub.inject({ status: 400, code: "INVALID_TARGETING_TYPE", message: "FAVOURITE_COLOUR is not a valid targeting type", parameter: "targeting_type" });
    const error = await failure(live().fundingInstruments(x.account));
    expect(error).toMatchObject({ kind: "invalid", status: 400, codes: [{ code: "INVALID_TARGETING_TYPE", parameter: "targeting_type" }] });
    expect(error.message).toContain("FAVOURITE_COLOUR");
  });

  it("reads back off from server errors (bounded), falling back to the status when the body is not JSON", async () => {
    for (let i = 0; i < 3; i++) x.stub.inject({ status: 502, html: true });
    expect(await failure(live().fundingInstruments(x.account))).toMatchObject({ kind: "server", status: 502, codes: [] });
    expect(x.waits).toEqual([500, 1000]);
    x.waits.length = 0;
    x.stub.inject({ status: 503 });
    expect(await live().fundingInstruments(x.account)).toHaveLength(1);
    expect(x.waits).toEqual([500]);
  });

  it("does not repeat a write after a server error (it may have been applied), and names X's overload", async () => {
    const funding = (await live().fundingInstruments(x.account))[0];
    x.stub.inject({ status: 503 });
    const error = await failure(live().createCampaign(x.account, { name: "Overloaded", funding_instrument_id: funding.id, entity_status: "PAUSED" }));
    expect(error).toMatchObject({ kind: "server", status: 503, codes: [{ code: "OVER_CAPACITY" }] });
    expect(x.waits).toEqual([]);
  });

  it("waits for a near rate-limit reset once and retries; a far one is an error with its reset time", async () => {
    x.stub.inject({ status: 429, resetInSeconds: 5 });
    expect(await live().fundingInstruments(x.account)).toHaveLength(1);
    expect(x.waits).toHaveLength(1);
    expect(x.waits[0]).toBeGreaterThan(3000);
    expect(x.stub.requests.map((r) => r.status)).toEqual([429, 200]);

    x.stub.inject({ status: 429, resetInSeconds: 600 });
    const error = await failure(live().fundingInstruments(x.account));
    expect(error.kind).toBe("rate_limit");
    expect(error.resetAt!.getTime()).toBeGreaterThan(Date.now() + 500_000);
  });

  it("an account the tokens cannot reach is refused by X", async () => {
    const error = await failure(live().customAudiences({ ...x.account, accountId: "someone-else" }));
    expect(error).toMatchObject({ kind: "auth", status: 403, codes: [{ code: "UNAUTHORIZED_ACCESS" }] });
  });
});
