/** X Ads Manager: where the filler runs and where a fill opens when no Ads Manager tab is open. */
export const ADS_URL_PATTERNS = ["https://ads.x.com/*", "https://ads.twitter.com/*"];
export const ADS_HOME = "https://ads.x.com/";

/** The ad account id in Ads Manager paths such as /campaign_form/18ce54xyz/… or /ads_manager/18ce54xyz/…. */
export function adAccountIdFromPath(pathname: string): string | null {
  const match = /\/(?:campaign_form|ads_manager|campaigns_dashboard|accounts)\/([0-9a-z]{5,})(?:\/|$)/i.exec(pathname);
  return match ? match[1] : null;
}
