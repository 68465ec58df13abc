import "server-only";
import { CRITERIA_BATCH_MAX, linePlacements, lookupKey, packageCriteria, statusLabel } from "@/lib/domain/targeting/ads-criteria";
import { EMPTY_PACKAGE_MESSAGE, prepareTargeting, type TargetingPackage } from "@/lib/domain/targeting/targeting-package";
import { CUSTOM_AUDIENCES_NOT_READY_MESSAGE } from "@/lib/domain/targeting/notices";
import type { Identity } from "@/lib/server/auth/identity";
import { requireUser } from "@/lib/server/auth/require-user";
import { findAudienceConfig } from "@/lib/server/audiences/find-audience-config";
import { db } from "@/lib/server/db";
import { uploadedAudiences } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import type { CustomAudience } from "./ads-adapter";
import { customAudienceStates } from "./check-custom-audiences";
import { viaAds } from "./ads-errors";
import { adsAdapter } from "./index";
import { resolveTargeting } from "./resolve-targeting";
import { requireActiveSubscription, teamAdAccount } from "./upload-access";
import { uploadedAudienceView } from "./uploaded-audience-view";

export const NOTHING_TARGETABLE_MESSAGE = "None of this audience's targeting exists on X, so there is nothing to upload.";
export const NO_FUNDING_MESSAGE = "This ad account has no funding instrument that can fund a campaign.";

/**
 * Uploads a saved audience to an ad account as a draft campaign with one draft line item and its
 * targeting criteria. Needs an active subscription and an ad account the team may use; custom
 * audiences that are not ready yet need the user's go-ahead (they are left out). If X refuses the
 * criteria, the line item is removed again so nothing half-made stays behind.
 */
export async function uploadAudience(identity: Identity, input: { audience_config_id: number; ad_account_id: string; skip_not_ready: boolean }) {
  const user = requireUser(identity);
  const config = await findAudienceConfig(identity, input.audience_config_id);
  await requireActiveSubscription(user.userId, config.teamId);
  const account = await teamAdAccount(user.userId, config.teamId, input.ad_account_id);
  const prepared = prepareTargeting(config.targetingPackage as TargetingPackage, config.countries);
  if (!prepared.ok) throw new AppError("bad_request", EMPTY_PACKAGE_MESSAGE);
  const ads = adsAdapter();

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
    if (notReady.size && !input.skip_not_ready) throw new AppError("conflict", CUSTOM_AUDIENCES_NOT_READY_MESSAGE);
  }

  return viaAds(async () => {
    const resolved = await resolveTargeting(ads, account, prepared.targeting, audiences);
    const { criteria, skipped } = packageCriteria(prepared.targeting, resolved, notReady);
    if (!criteria.length) throw new AppError("bad_request", NOTHING_TARGETABLE_MESSAGE);
    const funding = (await ads.fundingInstruments(account)).find((f) => f.able_to_fund && f.entity_status === "ACTIVE");
    if (!funding) throw new AppError("bad_request", NO_FUNDING_MESSAGE);
    const name = config.name.slice(0, 255);
    const campaign = await ads.createCampaign(account, { name, funding_instrument_id: funding.id, entity_status: "DRAFT" });
    const line = await ads.createLineItem(account, { campaign_id: campaign.id, name, objective: "REACH", product_type: "PROMOTED_TWEETS", placements: linePlacements(prepared.targeting.placements), entity_status: "DRAFT" });
    try {
      for (let i = 0; i < criteria.length; i += CRITERIA_BATCH_MAX) await ads.createTargetingCriteria(account, line.id, criteria.slice(i, i + CRITERIA_BATCH_MAX));
    } catch (error) {
      await ads.deleteLineItem(account, line.id).catch(() => undefined);
      throw error;
    }
    const [row] = await (await db())
      .insert(uploadedAudiences)
      .values({ teamId: config.teamId, userId: user.userId, audienceConfigId: config.id, adAccountId: account.accountId, adapter: ads.kind, campaignId: campaign.id, lineItemId: line.id, name, criteria, skipped })
      .returning();
    return uploadedAudienceView(row, statusLabel(line, new Date()));
  });
}
