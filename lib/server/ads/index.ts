import "server-only";
import { config } from "@/lib/server/config";
import type { AdsAdapter } from "./ads-adapter";
import { liveAds } from "./live-ads";
import { sandboxAds } from "./sandbox-ads";

let live: { key: string; adapter: AdsAdapter } | undefined;

/** The live X Ads API when its consumer key and secret are set, else the local sandbox. */
export function adsAdapter(): AdsAdapter {
  const c = config();
  if (!c.X_ADS_CONSUMER_KEY || !c.X_ADS_CONSUMER_SECRET) return sandboxAds;
  const key = [c.X_ADS_API_BASE_URL, c.X_ADS_CONSUMER_KEY, c.X_ADS_USERS_BASE_URL, c.X_ADS_UPLOAD_BASE_URL].join("|");
  if (live?.key !== key) {
    live = {
      key,
      adapter: liveAds({ baseUrl: c.X_ADS_API_BASE_URL, usersBaseUrl: c.X_ADS_USERS_BASE_URL, uploadBaseUrl: c.X_ADS_UPLOAD_BASE_URL, consumerKey: c.X_ADS_CONSUMER_KEY, consumerSecret: c.X_ADS_CONSUMER_SECRET, maxRateLimitWaitSeconds: c.X_ADS_MAX_RATE_LIMIT_WAIT_SECONDS }),
    };
  }
  return live.adapter;
}
