import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Identity } from "@/lib/server/auth/identity";
import { adsAdapter } from "@/lib/server/ads";
import { teamAdAccount } from "@/lib/server/ads/upload-access";
import { db } from "@/lib/server/db";
import { teamAdEntities, type AdEntityKind } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import { requireTeamMember } from "@/lib/server/teams/team-access";

export type EntityRow = typeof teamAdEntities.$inferSelect;

export const ADAPTER_CHANGED = "This was made in the other ads back end (sandbox or X Ads) than the one configured now.";

/**
 * One entity a team made, for a caller who is a member of that team and may use its ad account;
 * anyone else gets the same 404 as for an id that does not exist.
 */
export async function teamEntity(identity: Identity, kind: AdEntityKind, id: number) {
  const [row] = await (await db()).select().from(teamAdEntities).where(and(eq(teamAdEntities.id, id), eq(teamAdEntities.kind, kind)));
  if (!row) throw new AppError("not_found", "Not found.");
  const { team, user } = await requireTeamMember(identity, row.teamId);
  const ads = adsAdapter();
  if (ads.kind !== row.adapter) throw new AppError("conflict", ADAPTER_CHANGED);
  const account = await teamAdAccount(user.userId, team.id, row.adAccountId);
  return { row, team, user, account, ads };
}

/** A team's entities of one kind (the children of one parent when given), newest first. */
export async function teamEntities(teamId: string, kind: AdEntityKind, parentId?: number) {
  return (await db())
    .select()
    .from(teamAdEntities)
    .where(and(eq(teamAdEntities.teamId, teamId), eq(teamAdEntities.kind, kind), eq(teamAdEntities.adapter, adsAdapter().kind), parentId ? eq(teamAdEntities.parentId, parentId) : undefined))
    .orderBy(desc(teamAdEntities.createdAt), desc(teamAdEntities.id))
    .limit(500);
}

export async function childEntities(parentIds: number[], kind: AdEntityKind) {
  if (!parentIds.length) return [];
  return (await db()).select().from(teamAdEntities).where(and(inArray(teamAdEntities.parentId, parentIds), eq(teamAdEntities.kind, kind))).orderBy(teamAdEntities.id);
}

export async function removeEntity(id: number) {
  await (await db()).delete(teamAdEntities).where(eq(teamAdEntities.id, id));
}

/** Rows grouped by ad account, for one adapter read per account. */
export function byAccount(rows: EntityRow[]): Map<string, EntityRow[]> {
  const out = new Map<string, EntityRow[]>();
  for (const r of rows) out.set(r.adAccountId, [...(out.get(r.adAccountId) ?? []), r]);
  return out;
}

/** The caller's view of a team with an ad account it may use (for creating entities). */
export async function teamWithAccount(identity: Identity, teamRef: string, adAccountId: string) {
  const { team, user } = await requireTeamMember(identity, teamRef);
  const account = await teamAdAccount(user.userId, team.id, adAccountId);
  return { team, user, account, ads: adsAdapter() };
}
