import "server-only";
import { createHash } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { MICROS } from "@/lib/domain/campaigns/budget";
import { campaignErrors, committedMicros } from "@/lib/domain/campaigns/campaign-rules";
import { dailyCapacity, SIMULATION, simulateDelivery } from "@/lib/domain/campaigns/delivery-simulation";
import { activeIntervals, intersect, union, type StatusChange } from "@/lib/domain/campaigns/status-history";
import { db } from "@/lib/server/db";
import { adsSandboxCampaigns, adsSandboxLineItems, adsSandboxPromotedTweets } from "@/lib/server/db/schema";
import type { AdsAccount, AdsAdapter, Campaign, EntityStats, EntityStatus, FundingInstrument, LineItem } from "./ads-adapter";
import { newSandboxId, sandboxInvalid, sandboxNotFound } from "./sandbox-common";

/*
 * The sandbox's campaigns and line items: a state machine in our database that refuses what X
 * refuses (budget over the funding instrument's credit, an end before the start, a start in the
 * past) and keeps every status change, from which it simulates delivery (lib/domain/campaigns).
 */

/** Credit of the sandbox's insertion order, in USD: budgets above what is left of it are refused. */
export const SANDBOX_INSERTION_ORDER_CREDIT = 10_000;

type CampaignRow = typeof adsSandboxCampaigns.$inferSelect;
type LineRow = typeof adsSandboxLineItems.$inferSelect;

const campaignView = (r: CampaignRow): Campaign => ({
  id: r.id,
  name: r.name,
  funding_instrument_id: r.fundingInstrumentId,
  entity_status: r.entityStatus,
  daily_budget_amount_local_micro: r.dailyBudgetMicro,
  total_budget_amount_local_micro: r.totalBudgetMicro,
  start_time: r.startTime?.toISOString() ?? null,
  end_time: r.endTime?.toISOString() ?? null,
  currency: "USD",
});

export const lineItemView = (r: LineRow): LineItem => ({
  id: r.id,
  campaign_id: r.campaignId,
  name: r.name,
  objective: r.objective,
  product_type: r.productType,
  placements: r.placements,
  entity_status: r.entityStatus,
  start_time: r.startTime?.toISOString() ?? null,
  end_time: r.endTime?.toISOString() ?? null,
  deleted: r.deleted,
  bid_amount_local_micro: r.bidMicro,
});

const change = (status: string, at = new Date()): StatusChange => ({ status: status as EntityStatus, at: at.toISOString() });
const accountHash = (accountId: string) => createHash("sha256").update(accountId).digest("hex").slice(0, 6);

async function liveCampaignRows(accountId: string) {
  return (await db()).select().from(adsSandboxCampaigns).where(and(eq(adsSandboxCampaigns.accountId, accountId), eq(adsSandboxCampaigns.deleted, false)));
}

async function fundingInstruments(account: AdsAccount, exceptCampaignId?: string): Promise<FundingInstrument[]> {
  const id = accountHash(account.accountId);
  const ioId = `sbxio${id}`;
  const committed = (await liveCampaignRows(account.accountId))
    .filter((c) => c.fundingInstrumentId === ioId && c.id !== exceptCampaignId && c.startTime)
    .reduce((sum, c) => sum + committedMicros({ daily_budget_micro: c.dailyBudgetMicro, total_budget_micro: c.totalBudgetMicro, start_time: c.startTime!, end_time: c.endTime }), 0);
  return [
    // Like X's own sandbox, every sandbox account can fund with a test card (X states no credit for cards) ...
    { id: `sbx${id}`, type: "CREDIT_CARD", currency: "USD", able_to_fund: true, entity_status: "ACTIVE", credit_remaining_local_micro: null },
    // ... and an insertion order with a fixed credit, so budgets over an instrument's credit are refused as X refuses them.
    { id: ioId, type: "INSERTION_ORDER", currency: "USD", able_to_fund: true, entity_status: "ACTIVE", credit_remaining_local_micro: Math.max(0, SANDBOX_INSERTION_ORDER_CREDIT * MICROS - committed) },
  ];
}

/** X's checks of a campaign's money and dates; the first refusal, with the parameter it concerns. */
async function checkCampaign(account: AdsAccount, row: Omit<CampaignRow, "createdAt" | "history" | "deleted" | "accountId">, isNew: boolean) {
  if (!row.name.trim() || row.name.length > 255) throw sandboxInvalid("INVALID_PARAMETER", "name must be 1 to 255 characters.", "name");
  const instrument = (await fundingInstruments(account, isNew ? undefined : row.id)).find((f) => f.id === row.fundingInstrumentId);
  if (!instrument) throw sandboxInvalid("INVALID_PARAMETER", "funding_instrument_id does not belong to this account.", "funding_instrument_id");
  // A draft without money or dates (an uploaded audience's holder) is allowed; anything that can serve is checked.
  if (!row.startTime && row.dailyBudgetMicro === null && row.totalBudgetMicro === null && row.entityStatus === "DRAFT") return;
  const errors = campaignErrors(
    { daily_budget_micro: row.dailyBudgetMicro, total_budget_micro: row.totalBudgetMicro, start_time: row.startTime ?? new Date(), end_time: row.endTime },
    { able_to_fund: instrument.able_to_fund, currency: instrument.currency, credit_remaining_micro: instrument.credit_remaining_local_micro },
    new Date(),
    { checkStartInPast: isNew },
  );
  const [parameter, message] = Object.entries(errors)[0] ?? [];
  if (message) throw sandboxInvalid("INVALID_PARAMETER", message, parameter === "daily_budget" ? "daily_budget_amount_local_micro" : parameter === "total_budget" ? "total_budget_amount_local_micro" : parameter);
}

async function campaignRow(account: AdsAccount, id: string) {
  const [row] = await (await db()).select().from(adsSandboxCampaigns).where(and(eq(adsSandboxCampaigns.id, id), eq(adsSandboxCampaigns.accountId, account.accountId), eq(adsSandboxCampaigns.deleted, false)));
  if (!row) throw sandboxNotFound("Campaign not found.");
  return row;
}

async function lineRow(account: AdsAccount, id: string) {
  const [row] = await (await db()).select().from(adsSandboxLineItems).where(and(eq(adsSandboxLineItems.id, id), eq(adsSandboxLineItems.accountId, account.accountId), eq(adsSandboxLineItems.deleted, false)));
  if (!row) throw sandboxNotFound("Line item not found.");
  return row;
}

/** Daily figures of one line item: it serves where its campaign, itself and one of its ads were ACTIVE within the flight. */
async function lineItemStats(account: AdsAccount, line: LineRow, campaign: CampaignRow, siblings: number, start: Date, end: Date): Promise<EntityStats> {
  const now = Date.now();
  const flightEnd = Math.min(campaign.endTime?.getTime() ?? now, now, end.getTime());
  const flightStart = Math.max(campaign.startTime?.getTime() ?? campaign.createdAt.getTime(), start.getTime());
  const ads = await (await db()).select().from(adsSandboxPromotedTweets).where(and(eq(adsSandboxPromotedTweets.lineItemId, line.id), eq(adsSandboxPromotedTweets.accountId, account.accountId), eq(adsSandboxPromotedTweets.deleted, false)));
  const adsActive = union(ads.map((a) => activeIntervals(a.history, flightEnd)));
  const serving = flightEnd > flightStart ? intersect(intersect(intersect(activeIntervals(campaign.history, flightEnd), activeIntervals(line.history, flightEnd)), adsActive), [[flightStart, flightEnd]]) : [];
  const share = (v: number | null) => (v === null ? null : Math.floor(v / Math.max(1, siblings)));
  const days = simulateDelivery({ seed: line.id, audienceSize: line.audienceSize ?? 0, bidMicro: line.bidMicro ?? 0, dailyBudgetMicro: share(campaign.dailyBudgetMicro), totalBudgetMicro: share(campaign.totalBudgetMicro), serving });
  return { id: line.id, simulated: true, days };
}

export const sandboxCampaigns: Pick<
  AdsAdapter,
  "fundingInstruments" | "createCampaign" | "campaigns" | "updateCampaign" | "deleteCampaign" | "createLineItem" | "lineItems" | "updateLineItem" | "stats" | "reachEstimate"
> = {
  fundingInstruments: (account) => fundingInstruments(account),

  async createCampaign(account, input) {
    const row = {
      id: newSandboxId(),
      name: input.name,
      fundingInstrumentId: input.funding_instrument_id,
      entityStatus: input.entity_status,
      dailyBudgetMicro: input.daily_budget_amount_local_micro ?? null,
      totalBudgetMicro: input.total_budget_amount_local_micro ?? null,
      startTime: input.start_time ? new Date(input.start_time) : null,
      endTime: input.end_time ? new Date(input.end_time) : null,
    };
    await checkCampaign(account, row, true);
    const [saved] = await (await db()).insert(adsSandboxCampaigns).values({ ...row, accountId: account.accountId, history: [change(row.entityStatus)] }).returning();
    return campaignView(saved);
  },

  async campaigns(account, ids) {
    if (!ids.length) return [];
    const rows = await (await db()).select().from(adsSandboxCampaigns).where(and(eq(adsSandboxCampaigns.accountId, account.accountId), inArray(adsSandboxCampaigns.id, ids), eq(adsSandboxCampaigns.deleted, false)));
    return rows.map(campaignView);
  },

  async updateCampaign(account, id, patch) {
    const current = await campaignRow(account, id);
    const next = {
      ...current,
      name: patch.name ?? current.name,
      entityStatus: patch.entity_status ?? current.entityStatus,
      dailyBudgetMicro: patch.daily_budget_amount_local_micro !== undefined ? patch.daily_budget_amount_local_micro : current.dailyBudgetMicro,
      totalBudgetMicro: patch.total_budget_amount_local_micro !== undefined ? patch.total_budget_amount_local_micro : current.totalBudgetMicro,
      startTime: patch.start_time ? new Date(patch.start_time) : current.startTime,
      endTime: patch.end_time !== undefined ? (patch.end_time ? new Date(patch.end_time) : null) : current.endTime,
    };
    if (next.entityStatus !== "DRAFT" && current.entityStatus !== "DRAFT" && patch.entity_status === "DRAFT") throw sandboxInvalid("INVALID_PARAMETER", "A campaign that has been activated cannot go back to DRAFT.", "entity_status");
    await checkCampaign(account, next, false);
    const history = next.entityStatus !== current.entityStatus ? [...current.history, change(next.entityStatus)] : current.history;
    const [saved] = await (await db())
      .update(adsSandboxCampaigns)
      .set({ name: next.name, entityStatus: next.entityStatus, dailyBudgetMicro: next.dailyBudgetMicro, totalBudgetMicro: next.totalBudgetMicro, startTime: next.startTime, endTime: next.endTime, history })
      .where(eq(adsSandboxCampaigns.id, id))
      .returning();
    return campaignView(saved);
  },

  async deleteCampaign(account, id) {
    await campaignRow(account, id);
    const database = await db();
    await database.update(adsSandboxCampaigns).set({ deleted: true, history: [] }).where(eq(adsSandboxCampaigns.id, id));
    await database.update(adsSandboxLineItems).set({ deleted: true }).where(and(eq(adsSandboxLineItems.campaignId, id), eq(adsSandboxLineItems.accountId, account.accountId)));
  },

  async createLineItem(account, input) {
    const campaign = await campaignRow(account, input.campaign_id);
    if (!input.name.trim() || input.name.length > 255) throw sandboxInvalid("INVALID_PARAMETER", "name must be 1 to 255 characters.", "name");
    if (input.bid_amount_local_micro != null && !(input.bid_amount_local_micro > 0)) throw sandboxInvalid("INVALID_PARAMETER", "bid_amount_local_micro must be greater than 0.", "bid_amount_local_micro");
    const [row] = await (await db())
      .insert(adsSandboxLineItems)
      .values({
        id: newSandboxId(),
        accountId: account.accountId,
        campaignId: campaign.id,
        name: input.name,
        objective: input.objective,
        productType: input.product_type,
        placements: input.placements,
        entityStatus: input.entity_status,
        bidMicro: input.bid_amount_local_micro ?? null,
        audienceSize: input.audience_size ?? null,
        history: [change(input.entity_status)],
      })
      .returning();
    return lineItemView(row);
  },

  async lineItems(account, ids) {
    if (!ids.length) return [];
    const rows = await (await db()).select().from(adsSandboxLineItems).where(and(eq(adsSandboxLineItems.accountId, account.accountId), inArray(adsSandboxLineItems.id, ids), eq(adsSandboxLineItems.deleted, false)));
    return rows.map(lineItemView);
  },

  async updateLineItem(account, id, patch) {
    const current = await lineRow(account, id);
    if (patch.bid_amount_local_micro !== undefined && !(patch.bid_amount_local_micro > 0)) throw sandboxInvalid("INVALID_PARAMETER", "bid_amount_local_micro must be greater than 0.", "bid_amount_local_micro");
    const status = patch.entity_status ?? current.entityStatus;
    const history = status !== current.entityStatus ? [...current.history, change(status)] : current.history;
    const [saved] = await (await db())
      .update(adsSandboxLineItems)
      .set({ name: patch.name ?? current.name, entityStatus: status, bidMicro: patch.bid_amount_local_micro ?? current.bidMicro, history })
      .where(eq(adsSandboxLineItems.id, id))
      .returning();
    return lineItemView(saved);
  },

  async stats(account, input) {
    const database = await db();
    const campaigns = input.entity === "CAMPAIGN" ? await database.select().from(adsSandboxCampaigns).where(and(eq(adsSandboxCampaigns.accountId, account.accountId), inArray(adsSandboxCampaigns.id, input.ids.length ? input.ids : [""]))) : [];
    const lines = await database
      .select()
      .from(adsSandboxLineItems)
      .where(and(eq(adsSandboxLineItems.accountId, account.accountId), eq(adsSandboxLineItems.deleted, false), input.entity === "CAMPAIGN" ? inArray(adsSandboxLineItems.campaignId, campaigns.map((c) => c.id).concat("")) : inArray(adsSandboxLineItems.id, input.ids.concat(""))));
    const parents = input.entity === "CAMPAIGN" ? campaigns : await database.select().from(adsSandboxCampaigns).where(inArray(adsSandboxCampaigns.id, lines.map((l) => l.campaignId).concat("")));
    const perLine = await Promise.all(
      lines.map((line) => {
        const campaign = parents.find((c) => c.id === line.campaignId)!;
        return lineItemStats(account, line, campaign, lines.filter((l) => l.campaignId === campaign.id).length, input.start, input.end).then((s) => ({ ...s, campaignId: campaign.id }));
      }),
    );
    if (input.entity === "LINE_ITEM") return perLine.map(({ id, simulated, days }) => ({ id, simulated, days }));
    return campaigns.map((c) => {
      const byDate = new Map<string, EntityStats["days"][number]>();
      for (const s of perLine.filter((p) => p.campaignId === c.id)) {
        for (const d of s.days) {
          const t = byDate.get(d.date) ?? { date: d.date, impressions: 0, engagements: 0, clicks: 0, spend_micro: 0 };
          byDate.set(d.date, { date: d.date, impressions: t.impressions + d.impressions, engagements: t.engagements + d.engagements, clicks: t.clicks + d.clicks, spend_micro: t.spend_micro + d.spend_micro });
        }
      }
      return { id: c.id, simulated: true, days: [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date)) };
    });
  },

  async reachEstimate(_account, input) {
    const impressions = dailyCapacity({ audienceSize: input.audience_size, bidMicro: input.bid_amount_local_micro, dailyBudgetMicro: input.daily_budget_amount_local_micro, totalBudgetMicro: null });
    const reach = impressions / SIMULATION.frequency;
    const range = (n: number) => ({ min: Math.floor(n * 0.8), max: Math.ceil(n * 1.2) });
    return { reach: range(reach), impressions: range(impressions), simulated: true };
  },
};
