import "server-only";
import { eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { budgetMicros } from "@/lib/domain/campaigns/budget";
import type { adsetCreateSchema, adsetFields, adsetUpdateSchema } from "@/lib/schemas/campaigns";
import type { Identity } from "@/lib/server/auth/identity";
import { findAudienceConfig } from "@/lib/server/audiences/find-audience-config";
import type { AdsAccount, AdsAdapter, EntityStatus } from "@/lib/server/ads/ads-adapter";
import { viaAds } from "@/lib/server/ads/ads-errors";
import { createTargetedLineItem, packageCriteriaForX, packageForX } from "@/lib/server/ads/targeted-line-item";
import { db } from "@/lib/server/db";
import { audienceConfigs, teamAdEntities } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import { requireTeamMember } from "@/lib/server/teams/team-access";
import { fieldError } from "./campaign-plan";
import { adsetView } from "./campaign-view";
import { childEntities, removeEntity, teamEntity, type EntityRow } from "./team-ad-entities";

export const NO_PACKAGE_SIZE = "This targeting package has no size estimate yet: open it in the audience builder first.";

/** Checks an ad set before anything is written: a saved package of this team, with targeting X knows and a size. */
export async function prepareAdset(identity: Identity, teamId: string, ads: AdsAdapter, account: AdsAccount, input: z.infer<typeof adsetFields>) {
  const config = await findAudienceConfig(identity, input.audience_config_id).catch(() => null);
  if (!config || config.teamId !== teamId) throw fieldError({ audience_config_id: "Choose a saved targeting package of this team." });
  if (!config.size) throw fieldError({ audience_config_id: NO_PACKAGE_SIZE });
  const targeting = await viaAds(async () => packageCriteriaForX(ads, account, await packageForX(ads, account, config, true)));
  return { config, targeting, input, bidMicro: budgetMicros(input.bid)! };
}

export async function createAdsetIn(ads: AdsAdapter, account: AdsAccount, campaignRemoteId: string, prepared: Awaited<ReturnType<typeof prepareAdset>>, status: EntityStatus) {
  return createTargetedLineItem(ads, account, prepared.targeting, {
    campaign_id: campaignRemoteId,
    name: prepared.input.name,
    objective: prepared.input.objective,
    entity_status: status,
    bid_amount_local_micro: prepared.bidMicro,
    audience_size: prepared.config.size,
    placements: prepared.input.placements,
  });
}

/** Ad set rows with their line items' state and their packages' names and sizes. */
export async function adsetViews(ads: AdsAdapter, account: AdsAccount, rows: EntityRow[]) {
  if (!rows.length) return [];
  const lines = await ads.lineItems(account, rows.map((r) => r.remoteId));
  const ids = rows.map((r) => r.audienceConfigId).filter((v): v is number => v !== null);
  const configs = ids.length ? await (await db()).select({ id: audienceConfigs.id, name: audienceConfigs.name, size: audienceConfigs.size }).from(audienceConfigs).where(inArray(audienceConfigs.id, ids)) : [];
  return rows.map((r) => adsetView(r, lines.find((l) => l.id === r.remoteId), configs.find((c) => c.id === r.audienceConfigId) ?? null));
}

export async function listCampaignAdsets(identity: Identity, campaignId: number) {
  const { row, account, ads } = await teamEntity(identity, "campaign", campaignId);
  return viaAds(async () => adsetViews(ads, account, await childEntities([row.id], "adset")));
}

export async function createAdset(identity: Identity, input: z.infer<typeof adsetCreateSchema>) {
  const { row: campaign, team, user, account, ads } = await teamEntity(identity, "campaign", input.campaign);
  const prepared = await prepareAdset(identity, team.id, ads, account, input);
  return viaAds(async () => {
    const line = await createAdsetIn(ads, account, campaign.remoteId, prepared, input.entity_status);
    const [row] = await (await db()).insert(teamAdEntities).values({ teamId: team.id, kind: "adset", adAccountId: account.accountId, adapter: ads.kind, remoteId: line.id, parentId: campaign.id, audienceConfigId: prepared.config.id, createdBy: user.userId }).returning();
    return adsetView(row, line, { name: prepared.config.name, size: prepared.config.size });
  });
}

export async function getAdset(identity: Identity, id: number) {
  const { row, account, ads } = await teamEntity(identity, "adset", id);
  const [view] = await viaAds(() => adsetViews(ads, account, [row]));
  return view;
}

export async function updateAdset(identity: Identity, id: number, input: z.infer<typeof adsetUpdateSchema>) {
  const { row, account, ads } = await teamEntity(identity, "adset", id);
  await viaAds(() => ads.updateLineItem(account, row.remoteId, { name: input.name, entity_status: input.entity_status, bid_amount_local_micro: input.bid ? budgetMicros(input.bid)! : undefined }));
  const [view] = await viaAds(() => adsetViews(ads, account, [row]));
  return view;
}

export async function deleteAdset(identity: Identity, id: number) {
  const { row, account, ads } = await teamEntity(identity, "adset", id);
  await viaAds(() => ads.deleteLineItem(account, row.remoteId));
  await removeEntity(row.id);
}

/** The team's ad sets, all or one campaign's. */
export async function listAdsets(identity: Identity, query: { team?: string; campaign?: number }) {
  if (query.campaign) return listCampaignAdsets(identity, query.campaign);
  if (!query.team) throw new AppError("bad_request", "Give team or campaign.", { team: ["team is required"] });
  const { team } = await requireTeamMember(identity, query.team);
  const rows = await (await db()).select().from(teamAdEntities).where(eq(teamAdEntities.teamId, team.id));
  const campaigns = rows.filter((r) => r.kind === "campaign").map((r) => r.id);
  const out = [];
  for (const id of campaigns) out.push(...(await listCampaignAdsets(identity, id).catch(() => [])));
  return out;
}
