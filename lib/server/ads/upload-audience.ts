import "server-only";
import { statusLabel } from "@/lib/domain/targeting/ads-criteria";
import type { Identity } from "@/lib/server/auth/identity";
import { requireUser } from "@/lib/server/auth/require-user";
import { findAudienceConfig } from "@/lib/server/audiences/find-audience-config";
import { db } from "@/lib/server/db";
import { uploadedAudiences } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import { viaAds } from "./ads-errors";
import { adsAdapter } from "./index";
import { createTargetedLineItem, packageCriteriaForX, packageForX } from "./targeted-line-item";
import { requireActiveSubscription, teamAdAccount } from "./upload-access";
import { uploadedAudienceView } from "./uploaded-audience-view";

export { NOTHING_TARGETABLE_MESSAGE } from "./targeted-line-item";
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
  const ads = adsAdapter();
  const pkg = await packageForX(ads, account, config, input.skip_not_ready);

  return viaAds(async () => {
    const targeting = await packageCriteriaForX(ads, account, pkg);
    const funding = (await ads.fundingInstruments(account)).find((f) => f.able_to_fund && f.entity_status === "ACTIVE");
    if (!funding) throw new AppError("bad_request", NO_FUNDING_MESSAGE);
    const name = config.name.slice(0, 255);
    const campaign = await ads.createCampaign(account, { name, funding_instrument_id: funding.id, entity_status: "DRAFT" });
    const line = await createTargetedLineItem(ads, account, targeting, { campaign_id: campaign.id, name, objective: "REACH", entity_status: "DRAFT" });
    const { criteria, skipped } = targeting;
    const [row] = await (await db())
      .insert(uploadedAudiences)
      .values({ teamId: config.teamId, userId: user.userId, audienceConfigId: config.id, adAccountId: account.accountId, adapter: ads.kind, campaignId: campaign.id, lineItemId: line.id, name, criteria, skipped })
      .returning();
    return uploadedAudienceView(row, statusLabel(line, new Date()));
  });
}
