import { liveAds } from "@/lib/server/ads/live-ads";
import type { XAdsStub } from "./server";

export const STUB_CONSUMER = { key: "ads-consumer", secret: "ads-consumer-secret" };

/** The live X Ads adapter pointed at the stub; its back-off waits are recorded in `waits` instead of slept. */
export function liveAdapterOn(stub: XAdsStub, waits: number[], o: { consumerSecret?: string; maxWait?: number } = {}) {
  return liveAds({
    baseUrl: `${stub.url}/12`,
    usersBaseUrl: `${stub.url}/2`,
    consumerKey: STUB_CONSUMER.key,
    consumerSecret: o.consumerSecret ?? STUB_CONSUMER.secret,
    maxRateLimitWaitSeconds: o.maxWait ?? 30,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
}
