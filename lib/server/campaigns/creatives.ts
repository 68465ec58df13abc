import "server-only";
import type { z } from "zod";
import { UPLOAD_TYPES, type creativeCreateSchema } from "@/lib/schemas/campaigns";
import { completedTeamFile, fileUrl, streamFile } from "@/lib/server/files/uploads";
import type { Identity } from "@/lib/server/auth/identity";
import type { Card, MediaItem } from "@/lib/server/ads/ads-adapter";
import { viaAds } from "@/lib/server/ads/ads-errors";
import { teamAdAccount } from "@/lib/server/ads/upload-access";
import { adsAdapter } from "@/lib/server/ads";
import { db } from "@/lib/server/db";
import { teamAdEntities } from "@/lib/server/db/schema";
import { requireTeamMember } from "@/lib/server/teams/team-access";
import { fieldError } from "./campaign-plan";
import { byAccount, removeEntity, teamEntities, teamEntity, teamWithAccount, type EntityRow } from "./team-ad-entities";

export function creativeView(row: EntityRow, card: Card | undefined, mediaId: number | null) {
  return { id: row.id, ad_account_id: row.adAccountId, x_id: row.remoteId, name: card?.name ?? "", card_type: card?.card_type ?? null, title: card?.title ?? "", website_url: card?.website_url ?? null, media_id: mediaId, created_at: row.createdAt.toISOString() };
}

export function mediaView(row: EntityRow, item: MediaItem | undefined) {
  return { id: row.id, ad_account_id: row.adAccountId, media_key: row.remoteId, name: item?.name ?? "", media_type: item?.media_type ?? null, file_size: item?.file_size ?? null, url: item?.media_url ?? null, created_at: row.createdAt.toISOString() };
}

/** The team's rows of one kind, read from X account by account (a failing account lists its rows without state). */
async function readAll<T>(identity: Identity, teamRef: string, kind: "creative" | "media", read: (account: Awaited<ReturnType<typeof teamAdAccount>>, rows: EntityRow[]) => Promise<T[]>, blank: (row: EntityRow) => T) {
  const { team, user } = await requireTeamMember(identity, teamRef);
  const out: T[] = [];
  for (const [accountId, rows] of byAccount(await teamEntities(team.id, kind))) {
    try {
      out.push(...(await read(await teamAdAccount(user.userId, team.id, accountId), rows)));
    } catch {
      out.push(...rows.map(blank));
    }
  }
  return { team, out };
}

export async function listCreatives(identity: Identity, teamRef: string) {
  const ads = adsAdapter();
  const { team, out } = await readAll(
    identity,
    teamRef,
    "creative",
    async (account, rows) => {
      const cards = await ads.cards(account, rows.map((r) => r.remoteId));
      return rows.map((r) => ({ row: r, card: cards.find((c) => c.id === r.remoteId) }));
    },
    (row) => ({ row, card: undefined }),
  );
  const media = await teamEntities(team.id, "media");
  return out.map(({ row, card }) => creativeView(row, card, media.find((m) => m.remoteId === card?.media_key && m.adAccountId === row.adAccountId)?.id ?? null));
}

export async function createCreative(identity: Identity, input: z.infer<typeof creativeCreateSchema>) {
  const { team, user, account, ads } = await teamWithAccount(identity, input.team, input.ad_account_id);
  if (input.card_type === "WEBSITE" && !input.website_url) throw fieldError({ website_url: "Website is required" });
  let mediaKey: string | null = null;
  if (input.card_type !== "WEBSITE") {
    const media = input.media_id ? await teamEntity(identity, "media", input.media_id).catch(() => null) : null;
    if (!media || media.team.id !== team.id || media.row.adAccountId !== account.accountId) throw fieldError({ media_id: "Choose an image or video of this ad account's media library." });
    mediaKey = media.row.remoteId;
  }
  return viaAds(async () => {
    const card = await ads.createCard(account, { name: input.name, card_type: input.card_type, title: input.title, website_url: input.website_url || null, media_key: mediaKey });
    const [row] = await (await db()).insert(teamAdEntities).values({ teamId: team.id, kind: "creative", adAccountId: account.accountId, adapter: ads.kind, remoteId: card.id, createdBy: user.userId }).returning();
    return creativeView(row, card, input.media_id);
  });
}

export async function getCreative(identity: Identity, id: number) {
  const { row, account, ads } = await teamEntity(identity, "creative", id);
  const [card] = await viaAds(() => ads.cards(account, [row.remoteId]));
  return creativeView(row, card, null);
}

export async function deleteCreative(identity: Identity, id: number) {
  const { row, account, ads } = await teamEntity(identity, "creative", id);
  await viaAds(() => ads.deleteCard(account, row.remoteId));
  await removeEntity(row.id);
}

export async function listMedia(identity: Identity, teamRef: string) {
  const ads = adsAdapter();
  const { out } = await readAll(
    identity,
    teamRef,
    "media",
    async (account, rows) => {
      const items = await ads.media(account, rows.map((r) => r.remoteId));
      return rows.map((r) => mediaView(r, items.find((m) => m.media_key === r.remoteId)));
    },
    (row) => mediaView(row, undefined),
  );
  return out;
}

export async function deleteMedia(identity: Identity, id: number) {
  const { row, account, ads } = await teamEntity(identity, "media", id);
  await viaAds(() => ads.deleteMedia(account, row.remoteId));
  await removeEntity(row.id);
}

/** POST /api/ad-media/: a completed upload added to an ad account's media library. */
export async function createMedia(identity: Identity, input: { team: string; ad_account_id: string; file_id: string }) {
  const { team, user, account, ads } = await teamWithAccount(identity, input.team, input.ad_account_id);
  const file = await completedTeamFile(identity, input.file_id, team.id);
  return viaAds(async () => {
    const item = await ads.createMedia(account, { name: file.name, media_type: UPLOAD_TYPES[file.contentType as keyof typeof UPLOAD_TYPES], file_size: file.size, media_url: fileUrl(file.id), content_type: file.contentType, read: () => streamFile(file) });
    const [row] = await (await db()).insert(teamAdEntities).values({ teamId: team.id, kind: "media", adAccountId: account.accountId, adapter: ads.kind, remoteId: item.media_key, createdBy: user.userId }).returning();
    return mediaView(row, item);
  });
}
