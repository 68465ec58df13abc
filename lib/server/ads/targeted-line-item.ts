import "server-only";
import { CRITERIA_BATCH_MAX, linePlacements, lookupKey, packageCriteria } from "@/lib/domain/targeting/ads-criteria";
import { EMPTY_PACKAGE_MESSAGE, prepareTargeting, type TargetingPackage } from "@/lib/domain/targeting/targeting-package";
import { CUSTOM_AUDIENCES_NOT_READY_MESSAGE } from "@/lib/domain/targeting/notices";
import { AppError } from "@/lib/server/http/app-error";
import type { AdsAccount, AdsAdapter, CustomAudience, EntityStatus, LineItem } from "./ads-adapter";
import { customAudienceStates } from "./check-custom-audiences";
import { resolveTargeting } from "./resolve-targeting";

export const NOTHING_TARGETABLE_MESSAGE = "None of this audience's targeting exists on X, so there is nothing to upload.";

/** A saved package ready for X: refused when empty; custom audiences not ready yet need the user's go-ahead. */
export async function packageForX(ads: AdsAdapter, account: AdsAccount, config: { targetingPackage: unknown; countries: string[] }, skipNotReady: boolean) {
  const prepared = prepareTargeting(config.targetingPackage as TargetingPackage, config.countries);
  if (!prepared.ok) throw new AppError("bad_request", EMPTY_PACKAGE_MESSAGE);
  let audiences: CustomAudience[] = [];
  const notReady = new Set<string>();
  if (prepared.targeting.custom_audiences.length) {
    try {
      const states = await customAudienceStates(ads, account, prepared.targeting.custom_audiences);
      audiences = states.all;
      for (const a of states.custom_audiences) if (a.id && !a.targetable) notReady.add(lookupKey(a.name));
    } catch {
      // The check failing is not a reason to stop (spec §8); X still refuses what it cannot target.
    }
    if (notReady.size && !skipNotReady) throw new AppError("conflict", CUSTOM_AUDIENCES_NOT_READY_MESSAGE);
  }
  return { targeting: prepared.targeting, audiences, notReady };
}

/** The package's criteria with X's ids (resolved through the adapter's lookups); refused when nothing of it exists on X. */
export async function packageCriteriaForX(ads: AdsAdapter, account: AdsAccount, pkg: Awaited<ReturnType<typeof packageForX>>) {
  const resolved = await resolveTargeting(ads, account, pkg.targeting, pkg.audiences);
  const { criteria, skipped } = packageCriteria(pkg.targeting, resolved, pkg.notReady);
  if (!criteria.length) throw new AppError("bad_request", NOTHING_TARGETABLE_MESSAGE);
  return { criteria, skipped, placements: pkg.targeting.placements };
}

/** A line item in a campaign with those criteria; if X refuses them, the line item is removed again so nothing half-made stays behind. */
export async function createTargetedLineItem(
  ads: AdsAdapter,
  account: AdsAccount,
  targeting: Awaited<ReturnType<typeof packageCriteriaForX>>,
  line: { campaign_id: string; name: string; objective: string; entity_status: EntityStatus; bid_amount_local_micro?: number; audience_size?: number | null; placements?: string[] },
): Promise<LineItem> {
  const made = await ads.createLineItem(account, { ...line, product_type: "PROMOTED_TWEETS", placements: linePlacements(line.placements?.length ? line.placements : targeting.placements) });
  try {
    for (let i = 0; i < targeting.criteria.length; i += CRITERIA_BATCH_MAX) await ads.createTargetingCriteria(account, made.id, targeting.criteria.slice(i, i + CRITERIA_BATCH_MAX));
  } catch (error) {
    await ads.deleteLineItem(account, made.id).catch(() => undefined);
    throw error;
  }
  return made;
}
