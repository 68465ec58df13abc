import "server-only";
import { inArray } from "drizzle-orm";
import { fromMicros, MICROS } from "@/lib/domain/campaigns/budget";
import { totals, type DayStats } from "@/lib/domain/campaigns/delivery-simulation";
import type { Identity } from "@/lib/server/auth/identity";
import type { Campaign, EntityStats } from "@/lib/server/ads/ads-adapter";
import { viaAds } from "@/lib/server/ads/ads-errors";
import { db } from "@/lib/server/db";
import { audienceConfigs } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import { dayInstant } from "./campaign-plan";
import { adsetViews } from "./adsets";
import { campaignChildren } from "./campaigns";

/** Stats ranges: at most this many days, as X's stats endpoints allow. */
const MAX_RANGE_DAYS = 90;

const money = (t: Omit<DayStats, "date">) => ({ impressions: t.impressions, engagements: t.engagements, clicks: t.clicks, spend: fromMicros(t.spend_micro) });

function range(campaign: Campaign | undefined, query: { start?: string; end?: string }, now = new Date()) {
  const start = query.start ? dayInstant(query.start, "start", new Date(0)) : new Date(campaign?.start_time ?? now.toISOString());
  const end = query.end ? dayInstant(query.end, "end", new Date(0)) : new Date(Math.min(now.getTime(), campaign?.end_time ? Date.parse(campaign.end_time) : Infinity));
  if (end.getTime() < start.getTime()) return { start, end: start };
  if (end.getTime() - start.getTime() > MAX_RANGE_DAYS * 86_400_000) throw new AppError("bad_request", `Choose at most ${MAX_RANGE_DAYS} days.`, { end: [`Choose at most ${MAX_RANGE_DAYS} days.`] });
  return { start, end };
}

/** GET /api/campaigns/{pk}/statstotal/: totals and the daily series, labelled simulated in the sandbox. */
export async function campaignStatsTotal(identity: Identity, id: number, query: { start?: string; end?: string }) {
  const { row, account, ads } = await campaignChildren(identity, id);
  return viaAds(async () => {
    const [campaign] = await ads.campaigns(account, [row.remoteId]);
    const { start, end } = range(campaign, query);
    const [stats] = await ads.stats(account, { entity: "CAMPAIGN", ids: [row.remoteId], start, end });
    const days: EntityStats["days"] = stats?.days ?? [];
    return {
      simulated: stats?.simulated ?? ads.kind === "sandbox",
      currency: campaign?.currency ?? null,
      start: start.toISOString(),
      end: end.toISOString(),
      totals: money(totals(days)),
      days: days.map((d) => ({ date: d.date, ...money(d) })),
    };
  });
}

/** GET /api/campaigns/{pk}/segmentations/: the same figures split by ad set. */
export async function campaignSegmentations(identity: Identity, id: number, query: { start?: string; end?: string }) {
  const { row, account, ads, adsets } = await campaignChildren(identity, id);
  return viaAds(async () => {
    const [campaign] = await ads.campaigns(account, [row.remoteId]);
    const { start, end } = range(campaign, query);
    const stats = await ads.stats(account, { entity: "LINE_ITEM", ids: adsets.map((s) => s.remoteId), start, end });
    const views = await adsetViews(ads, account, adsets);
    return views.map((v) => {
      const s = stats.find((x) => x.id === v.x_id);
      return { adset: v.id, name: v.name, entity_status: v.entity_status, simulated: s?.simulated ?? ads.kind === "sandbox", totals: money(totals(s?.days ?? [])) };
    });
  });
}

/** GET /api/campaigns/{pk}/reach/: daily reach and impressions the campaign's budget and bids can buy over its packages. */
export async function campaignReach(identity: Identity, id: number) {
  const { row, account, ads, adsets } = await campaignChildren(identity, id);
  return viaAds(async () => {
    const [campaign] = await ads.campaigns(account, [row.remoteId]);
    const lines = await ads.lineItems(account, adsets.map((s) => s.remoteId));
    const configIds = adsets.map((s) => s.audienceConfigId).filter((v): v is number => v !== null);
    const sizes = configIds.length ? await (await db()).select({ id: audienceConfigs.id, size: audienceConfigs.size }).from(audienceConfigs).where(inArray(audienceConfigs.id, configIds)) : [];
    const daily = campaign?.daily_budget_amount_local_micro ?? campaign?.total_budget_amount_local_micro ?? 0;
    const perSet = await Promise.all(
      adsets.map(async (s) => {
        const line = lines.find((l) => l.id === s.remoteId);
        const size = sizes.find((c) => c.id === s.audienceConfigId)?.size ?? 0;
        const estimate = await ads.reachEstimate(account, { audience_size: size, bid_amount_local_micro: line?.bid_amount_local_micro ?? MICROS, daily_budget_amount_local_micro: Math.floor(daily / Math.max(1, adsets.length)) });
        return { adset: s.id, ...estimate };
      }),
    );
    const sum = (pick: (e: (typeof perSet)[number]) => { min: number; max: number }) => perSet.reduce((t, e) => ({ min: t.min + pick(e).min, max: t.max + pick(e).max }), { min: 0, max: 0 });
    return { simulated: perSet.every((e) => e.simulated), currency: campaign?.currency ?? null, daily_reach: sum((e) => e.reach), daily_impressions: sum((e) => e.impressions), adsets: perSet };
  });
}
