import "server-only";
import type { z } from "zod";
import { committedMicros } from "@/lib/domain/campaigns/campaign-rules";
import type { campaignCreateSchema, campaignUpdateSchema } from "@/lib/schemas/campaigns";
import type { Identity } from "@/lib/server/auth/identity";
import { viaAds } from "@/lib/server/ads/ads-errors";
import type { CampaignPatch } from "@/lib/server/ads/ads-adapter";
import { db } from "@/lib/server/db";
import { teamAdEntities } from "@/lib/server/db/schema";
import { requireTeamMember } from "@/lib/server/teams/team-access";
import { teamAdAccount } from "@/lib/server/ads/upload-access";
import { createAdsetIn, prepareAdset } from "./adsets";
import { createAdIn, prepareAd } from "./ads";
import { checkPlan, planOf } from "./campaign-plan";
import { campaignView } from "./campaign-view";
import { byAccount, childEntities, removeEntity, teamEntities, teamEntity, teamWithAccount } from "./team-ad-entities";
import { adsAdapter } from "@/lib/server/ads";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The team's campaigns with their state on X (or in the sandbox). */
export async function listCampaigns(identity: Identity, teamRef: string) {
  const { team, user } = await requireTeamMember(identity, teamRef);
  const rows = await teamEntities(team.id, "campaign");
  const ads = adsAdapter();
  const out = [];
  for (const [accountId, group] of byAccount(rows)) {
    try {
      const account = await teamAdAccount(user.userId, team.id, accountId);
      const found = await ads.campaigns(account, group.map((r) => r.remoteId));
      out.push(...group.map((r) => campaignView(r, found.find((c) => c.id === r.remoteId))));
    } catch {
      // Access to the ad account since revoked, or X unreachable: listed, state unknown.
      out.push(...group.map((r) => campaignView(r, undefined)));
    }
  }
  return out.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

export async function getCampaign(identity: Identity, id: number) {
  const { row, account, ads } = await teamEntity(identity, "campaign", id);
  const [c] = await viaAds(() => ads.campaigns(account, [row.remoteId]));
  return campaignView(row, c);
}

/**
 * A campaign with, optionally, its first ad set and ad: everything is checked first (money, dates,
 * package, creative), then made in order; if a later part fails, the parts already made on X are
 * removed and no team row is written.
 */
export async function createCampaign(identity: Identity, input: z.infer<typeof campaignCreateSchema>) {
  const { team, user, account, ads } = await teamWithAccount(identity, input.team, input.ad_account_id);
  const plan = planOf(input);
  await viaAds(() => checkPlan(ads, account, input.funding_instrument_id, plan, { isNew: true }));
  const adset = input.adset ? await prepareAdset(identity, team.id, ads, account, input.adset) : null;
  const ad = input.ad && adset ? await prepareAd(identity, team.id, account.accountId, input.ad) : null;

  return viaAds(async () => {
    const campaign = await ads.createCampaign(account, {
      name: input.name,
      funding_instrument_id: input.funding_instrument_id,
      entity_status: input.entity_status,
      daily_budget_amount_local_micro: plan.daily_budget_micro,
      total_budget_amount_local_micro: plan.total_budget_micro,
      start_time: plan.start_time.toISOString(),
      end_time: iso(plan.end_time),
    });
    try {
      const made = adset ? await createAdsetIn(ads, account, campaign.id, adset, input.entity_status === "DRAFT" ? "DRAFT" : "ACTIVE") : null;
      const promoted = made && ad ? await createAdIn(ads, account, made.id, ad) : null;
      const database = await db();
      const row = await database.transaction(async (tx) => {
        const [c] = await tx.insert(teamAdEntities).values({ teamId: team.id, kind: "campaign", adAccountId: account.accountId, adapter: ads.kind, remoteId: campaign.id, createdBy: user.userId }).returning();
        if (made && adset) {
          const [s] = await tx.insert(teamAdEntities).values({ teamId: team.id, kind: "adset", adAccountId: account.accountId, adapter: ads.kind, remoteId: made.id, parentId: c.id, audienceConfigId: adset.config.id, createdBy: user.userId }).returning();
          if (promoted) await tx.insert(teamAdEntities).values({ teamId: team.id, kind: "ad", adAccountId: account.accountId, adapter: ads.kind, remoteId: promoted.id, parentId: s.id, createdBy: user.userId });
        }
        return c;
      });
      return campaignView(row, campaign);
    } catch (error) {
      await ads.deleteCampaign(account, campaign.id).catch(() => undefined);
      throw error;
    }
  });
}

export async function updateCampaign(identity: Identity, id: number, input: z.infer<typeof campaignUpdateSchema>) {
  const { row, account, ads } = await teamEntity(identity, "campaign", id);
  return viaAds(async () => {
    const [current] = await ads.campaigns(account, [row.remoteId]);
    const patch: CampaignPatch = { name: input.name, entity_status: input.entity_status };
    const touchesPlan = input.daily_budget !== undefined || input.total_budget !== undefined || input.start_time !== undefined || input.end_time !== undefined;
    if (current && touchesPlan) {
      const money = (v: number | null) => (v === null ? "" : String(v / 1_000_000));
      const plan = planOf({
        daily_budget: input.daily_budget ?? money(current.daily_budget_amount_local_micro),
        total_budget: input.total_budget ?? money(current.total_budget_amount_local_micro),
        start_time: input.start_time ?? current.start_time ?? new Date().toISOString(),
        end_time: input.end_time ?? current.end_time ?? "",
      });
      const own = current.start_time ? committedMicros({ daily_budget_micro: current.daily_budget_amount_local_micro, total_budget_micro: current.total_budget_amount_local_micro, start_time: new Date(current.start_time), end_time: current.end_time ? new Date(current.end_time) : null }) : 0;
      await checkPlan(ads, account, current.funding_instrument_id, plan, { isNew: input.start_time !== undefined && input.start_time !== current.start_time, giveBackMicro: own });
      Object.assign(patch, { daily_budget_amount_local_micro: plan.daily_budget_micro, total_budget_amount_local_micro: plan.total_budget_micro, start_time: plan.start_time.toISOString(), end_time: iso(plan.end_time) });
    }
    return campaignView(row, await ads.updateCampaign(account, row.remoteId, patch));
  });
}

export async function deleteCampaign(identity: Identity, id: number) {
  const { row, account, ads } = await teamEntity(identity, "campaign", id);
  await viaAds(() => ads.deleteCampaign(account, row.remoteId));
  await removeEntity(row.id);
}

export async function campaignChildren(identity: Identity, id: number) {
  const found = await teamEntity(identity, "campaign", id);
  const adsets = await childEntities([found.row.id], "adset");
  return { ...found, adsets };
}
