import "server-only";
import { sizeBucket } from "@/lib/domain/targeting/generation/size-estimate";
import type { Identity } from "@/lib/server/auth/identity";
import { findAudienceConfig } from "@/lib/server/audiences/find-audience-config";
import { viaAds } from "@/lib/server/ads/ads-errors";
import { packageCriteriaForX, packageForX } from "@/lib/server/ads/targeted-line-item";
import { teamWithAccount } from "./team-ad-entities";

/**
 * POST /api/build-audience/: a saved package as an ad set would target it on this ad account: the
 * criteria X knows, what is left out and why, and the package's size.
 */
export async function buildAudience(identity: Identity, input: { audience_config_id: number; ad_account_id?: string }) {
  const config = await findAudienceConfig(identity, input.audience_config_id);
  const base = { audience_config_id: config.id, name: config.name, size: config.size, bucket: config.size ? sizeBucket(config.size) : null };
  if (!input.ad_account_id) return { ...base, criteria: null, skipped: null };
  const { account, ads } = await teamWithAccount(identity, config.teamId, input.ad_account_id);
  const { criteria, skipped } = await viaAds(async () => packageCriteriaForX(ads, account, await packageForX(ads, account, config, true)));
  return { ...base, criteria, skipped };
}
