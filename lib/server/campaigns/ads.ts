import "server-only";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { adCreateSchema, adFields } from "@/lib/schemas/campaigns";
import type { Identity } from "@/lib/server/auth/identity";
import type { AdsAccount, AdsAdapter } from "@/lib/server/ads/ads-adapter";
import { viaAds } from "@/lib/server/ads/ads-errors";
import { db } from "@/lib/server/db";
import { teamAdEntities } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import { fieldError } from "./campaign-plan";
import { adView } from "./campaign-view";
import { childEntities, removeEntity, teamEntity, type EntityRow } from "./team-ad-entities";

/** Checks an ad before anything is written: its creative must be this team's, in the same ad account. */
export async function prepareAd(identity: Identity, teamId: string, accountId: string, input: z.infer<typeof adFields>) {
  if (input.creative_id === null) return { text: input.text, creative: null };
  const creative = await teamEntity(identity, "creative", input.creative_id).catch(() => null);
  if (!creative || creative.team.id !== teamId || creative.row.adAccountId !== accountId) throw fieldError({ creative_id: "Choose a creative of this ad account." });
  return { text: input.text, creative: creative.row };
}

export async function createAdIn(ads: AdsAdapter, account: AdsAccount, lineItemRemoteId: string, prepared: Awaited<ReturnType<typeof prepareAd>>) {
  return ads.createPromotedTweet(account, { line_item_id: lineItemRemoteId, card_id: prepared.creative?.remoteId ?? null, text: prepared.text });
}

async function adViews(ads: AdsAdapter, account: AdsAccount, teamId: string, rows: EntityRow[]) {
  if (!rows.length) return [];
  const tweets = await ads.promotedTweets(account, rows.map((r) => r.remoteId));
  const creatives = await (await db()).select().from(teamAdEntities).where(and(eq(teamAdEntities.teamId, teamId), eq(teamAdEntities.kind, "creative")));
  return rows.map((r) => {
    const t = tweets.find((x) => x.id === r.remoteId);
    return adView(r, t, creatives.find((c) => c.remoteId === t?.card_id && c.adAccountId === r.adAccountId)?.id ?? null);
  });
}

/** GET /api/campaigns/{pk}/ads/: the ads of all the campaign's ad sets. */
export async function listCampaignAds(identity: Identity, campaignId: number) {
  const { row, team, account, ads } = await teamEntity(identity, "campaign", campaignId);
  const adsets = await childEntities([row.id], "adset");
  return viaAds(async () => adViews(ads, account, team.id, await childEntities(adsets.map((s) => s.id), "ad")));
}

/** POST /api/campaigns/{pk}/ads/: a promoted post in one of the campaign's ad sets. */
export async function createCampaignAd(identity: Identity, campaignId: number, input: z.infer<typeof adCreateSchema>) {
  const { row: campaign, team, user, account, ads } = await teamEntity(identity, "campaign", campaignId);
  const adset = (await childEntities([campaign.id], "adset")).find((s) => s.id === input.adset);
  if (!adset) throw fieldError({ adset: "Choose an ad set of this campaign." });
  const prepared = await prepareAd(identity, team.id, account.accountId, input);
  return viaAds(async () => {
    const made = await createAdIn(ads, account, adset.remoteId, prepared);
    const [row] = await (await db()).insert(teamAdEntities).values({ teamId: team.id, kind: "ad", adAccountId: account.accountId, adapter: ads.kind, remoteId: made.id, parentId: adset.id, createdBy: user.userId }).returning();
    return adView(row, made, prepared.creative?.id ?? null);
  });
}

export async function deleteAd(identity: Identity, id: number) {
  const { row, account, ads } = await teamEntity(identity, "ad", id);
  await viaAds(() => ads.deletePromotedTweet(account, row.remoteId));
  await removeEntity(row.id);
}

/** POST /api/ads/{pk}/toggle/: ACTIVE <-> PAUSED. */
export async function toggleAd(identity: Identity, id: number) {
  const { row, team, account, ads } = await teamEntity(identity, "ad", id);
  return viaAds(async () => {
    const [current] = await ads.promotedTweets(account, [row.remoteId]);
    if (!current) throw new AppError("not_found", "Not found.");
    await ads.updatePromotedTweet(account, row.remoteId, { entity_status: current.entity_status === "ACTIVE" ? "PAUSED" : "ACTIVE" });
    const [view] = await adViews(ads, account, team.id, [row]);
    return view;
  });
}
