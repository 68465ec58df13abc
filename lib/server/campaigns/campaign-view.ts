import "server-only";
import { fromMicros } from "@/lib/domain/campaigns/budget";
import type { Campaign, LineItem, PromotedTweet } from "@/lib/server/ads/ads-adapter";
import type { EntityRow } from "./team-ad-entities";

const money = (micros: number | null) => (micros === null ? null : fromMicros(micros));

/** A campaign as the API answers it: the team's id for it and X's (or the sandbox's) state. */
export function campaignView(row: EntityRow, c: Campaign | undefined) {
  return {
    id: row.id,
    ad_account_id: row.adAccountId,
    adapter: row.adapter,
    simulated: row.adapter === "sandbox",
    x_id: row.remoteId,
    name: c?.name ?? "",
    funding_instrument_id: c?.funding_instrument_id ?? null,
    entity_status: c?.entity_status ?? "UNKNOWN",
    daily_budget: money(c?.daily_budget_amount_local_micro ?? null),
    total_budget: money(c?.total_budget_amount_local_micro ?? null),
    currency: c?.currency ?? null,
    start_time: c?.start_time ?? null,
    end_time: c?.end_time ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export function adsetView(row: EntityRow, l: LineItem | undefined, audience: { name: string; size: number | null } | null) {
  return {
    id: row.id,
    campaign: row.parentId,
    x_id: row.remoteId,
    name: l?.name ?? "",
    objective: l?.objective ?? null,
    placements: l?.placements ?? [],
    bid: money(l?.bid_amount_local_micro ?? null),
    entity_status: l?.entity_status ?? "UNKNOWN",
    audience_config_id: row.audienceConfigId,
    audience_name: audience?.name ?? null,
    audience_size: audience?.size ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export function adView(row: EntityRow, t: PromotedTweet | undefined, creativeId: number | null) {
  return { id: row.id, adset: row.parentId, x_id: row.remoteId, tweet_id: t?.tweet_id ?? null, text: t?.text ?? "", creative_id: creativeId, entity_status: t?.entity_status ?? "UNKNOWN", created_at: row.createdAt.toISOString() };
}
