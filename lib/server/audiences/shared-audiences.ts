import "server-only";
import { and, desc, eq, gt, isNull, type SQL } from "drizzle-orm";
import type { Identity } from "@/lib/server/auth/identity";
import { requireUser } from "@/lib/server/auth/require-user";
import { hashSecret } from "@/lib/server/auth/secrets";
import { db } from "@/lib/server/db";
import { audienceConfigs, audienceShares, users } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import { requireTeamMember } from "@/lib/server/teams/team-access";
import { audienceConfigView } from "./audience-config-view";
import { findAudienceConfig } from "./find-audience-config";

const INVALID_LINK = "This share link is not valid or has expired.";

async function shareRows(where: SQL | undefined) {
  return (await db())
    .select({ share: audienceShares, audience: audienceConfigs, sharedBy: users.email })
    .from(audienceShares)
    .innerJoin(audienceConfigs, eq(audienceConfigs.id, audienceShares.audienceConfigId))
    .leftJoin(users, eq(users.id, audienceShares.sharedBy))
    .where(where)
    .orderBy(desc(audienceShares.createdAt));
}

type ShareRow = Awaited<ReturnType<typeof shareRows>>[number];
const sharedView = (r: ShareRow) => ({
  share_id: r.share.id,
  shared_by: r.sharedBy,
  expires: r.share.expiresAt.toISOString(),
  audience: { name: r.audience.name, size: r.audience.size, countries: r.audience.countries.map((label) => ({ label })), targeting_package: r.audience.targetingPackage, query_type: r.audience.queryType, description: r.audience.description },
});

async function byToken(token: string) {
  const [row] = await shareRows(and(eq(audienceShares.tokenHash, hashSecret(token)), gt(audienceShares.expiresAt, new Date())));
  if (!row) throw new AppError("not_found", INVALID_LINK);
  return row;
}

/** What a share link holds, for a signed-in user who opened it (the link is the permission). */
export async function verifySignedShare(identity: Identity, token: string) {
  requireUser(identity);
  return sharedView(await byToken(token));
}

/** Audiences shared with the caller's account; or, for one of their own audiences, who it was shared with. */
export async function sharedWith(identity: Identity, configId?: number) {
  const user = requireUser(identity);
  if (configId) {
    await findAudienceConfig(identity, configId);
    const rows = await (await db())
      .select({ id: audienceShares.id, email: users.email, expires: audienceShares.expiresAt, restored: audienceShares.restoredAt })
      .from(audienceShares)
      .innerJoin(users, eq(users.id, audienceShares.recipientId))
      .where(eq(audienceShares.audienceConfigId, configId))
      .orderBy(desc(audienceShares.createdAt));
    return rows.map((r) => ({ share_id: r.id, email: r.email, expires: r.expires.toISOString(), restored: r.restored?.toISOString() ?? null }));
  }
  return (await shareRows(and(eq(audienceShares.recipientId, user.userId), isNull(audienceShares.restoredAt), gt(audienceShares.expiresAt, new Date())))).map(sharedView);
}

/** Copies a shared audience into one of the caller's teams, once per share made to their account. */
export async function restoreSharedAudience(identity: Identity, input: { token: string; team: string } | { share_id: number; team: string }) {
  const { team, user } = await requireTeamMember(identity, input.team);
  let row: ShareRow | undefined;
  if ("token" in input) row = await byToken(input.token);
  else {
    [row] = await shareRows(and(eq(audienceShares.id, input.share_id), eq(audienceShares.recipientId, user.userId), isNull(audienceShares.restoredAt), gt(audienceShares.expiresAt, new Date())));
    if (!row) throw new AppError("not_found", "Not found.");
  }
  const source = row.audience;
  const database = await db();
  const [copy] = await database
    .insert(audienceConfigs)
    .values({ teamId: team.id, name: source.name, size: source.size, categories: source.categories, countries: source.countries, targetingPackage: source.targetingPackage, queryType: source.queryType, description: source.description, createdBy: user.userId })
    .returning();
  if (row.share.recipientId) await database.update(audienceShares).set({ restoredAt: new Date() }).where(eq(audienceShares.id, row.share.id));
  return audienceConfigView(copy);
}
