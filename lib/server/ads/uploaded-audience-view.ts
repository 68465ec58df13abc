import "server-only";
import type { AudienceStatus } from "@/lib/domain/targeting/audience-items";
import type { uploadedAudiences } from "@/lib/server/db/schema";

type Row = typeof uploadedAudiences.$inferSelect;

/** An upload as the API answers it, with the line item's status label. */
export function uploadedAudienceView(row: Row, status: AudienceStatus | "unknown") {
  return {
    id: row.id,
    audience_config_id: row.audienceConfigId,
    ad_account_id: row.adAccountId,
    adapter: row.adapter,
    campaign_id: row.campaignId,
    line_item_id: row.lineItemId,
    name: row.name,
    status,
    criteria_count: row.criteria.length,
    criteria: row.criteria,
    skipped: row.skipped,
    created: row.createdAt.toISOString(),
  };
}
