import { afterAll, beforeAll, beforeEach } from "vitest";
import type { AdsAccount } from "@/lib/server/ads/ads-adapter";
import { liveAds } from "@/lib/server/ads/live-ads";
import { SHARED } from "../corpus";
import { startXAdsStub, type XAdsStub } from "./server";

export const STUB_CONSUMER = { key: "ads-consumer", secret: "ads-consumer-secret" };

/** The live X Ads adapter pointed at the stub; its back-off waits are recorded in `waits` instead of slept. */
export function liveAdapterOn(stub: XAdsStub, waits: number[], o: { consumerSecret?: string; maxWait?: number } = {}) {
  return liveAds({
    baseUrl: `${stub.url}/12`,
    usersBaseUrl: `${stub.url}/2`,
    uploadBaseUrl: `${stub.url}/1.1`,
    consumerKey: STUB_CONSUMER.key,
    consumerSecret: o.consumerSecret ?? STUB_CONSUMER.secret,
    maxRateLimitWaitSeconds: o.maxWait ?? 30,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
}

/**
 * A spec file's X Ads stub (started once, its request log and the recorded waits cleared before
 * each test) with the ad account owner's signed-in tokens.
 */
export function liveAdsSpec() {
  const spec = { stub: undefined as unknown as XAdsStub, account: undefined as unknown as AdsAccount, waits: [] as number[], live: (o: { consumerSecret?: string; maxWait?: number } = {}) => liveAdapterOn(spec.stub, spec.waits, o) };
  beforeAll(async () => {
    spec.stub = await startXAdsStub({ consumer: STUB_CONSUMER, tokens: { "owner-token": "owner-secret" }, sharedDir: SHARED });
    spec.account = { accountId: spec.stub.accountId, credentials: { token: "owner-token", tokenSecret: "owner-secret" } };
  });
  afterAll(async () => spec.stub.stop());
  beforeEach(() => {
    spec.stub.requests.length = 0;
    spec.stub.rejected = 0;
    spec.waits = [];
  });
  return spec;
}
