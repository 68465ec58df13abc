import "server-only";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { invites, memberships, teams, users } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import { config } from "@/lib/server/config";
import { randomSecret } from "@/lib/server/auth/secrets";
import { sendInviteEmail } from "@/lib/server/mail/invite-email";
import type { InviteSummary } from "@/lib/schemas/team";
import { findTeamByRef } from "./team-access";

export const INVITE_TTL_MS = 14 * 24 * 3600_000;
const INVALID_INVITE = "This invite is not valid any more.";
const OTHER_ADDRESS = "This invite was sent to another email address. Sign in with the invited address to accept it.";

function summary(row: typeof invites.$inferSelect): InviteSummary {
  return { id: row.id, code: row.code, email: row.email, message: row.message, created: row.createdAt.toISOString(), expires: row.expiresAt.toISOString() };
}

export function inviteLink(team: { slug: string }, code: string): string {
  return `${config().AUTH_URL}/${encodeURIComponent(team.slug)}/invite-accept?code=${encodeURIComponent(code)}`;
}

/** An admin invites someone by e-mail; the mail carries the accept link. */
export async function createInvite(opts: { team: typeof teams.$inferSelect; inviterId: string; email: string; message: string }) {
  const database = await db();
  const [inviter] = await database.select().from(users).where(eq(users.id, opts.inviterId));
  const [invitee] = await database.select({ id: users.id, language: users.language }).from(users).where(eq(users.email, opts.email));
  if (invitee) {
    const [already] = await database.select().from(memberships).where(and(eq(memberships.teamId, opts.team.id), eq(memberships.userId, invitee.id)));
    if (already) throw new AppError("bad_request", "This person is already a member of the team.", { email: ["This person is already a member of the team."] });
  }
  const [row] = await database
    .insert(invites)
    .values({ teamId: opts.team.id, code: randomSecret(24), email: opts.email, message: opts.message, createdBy: opts.inviterId, expiresAt: new Date(Date.now() + INVITE_TTL_MS) })
    .returning();
  const inviterName = `${inviter?.firstName ?? ""} ${inviter?.lastName ?? ""}`.trim() || inviter?.email || opts.team.name;
  await sendInviteEmail({ to: opts.email, teamName: opts.team.name, inviter: inviterName, message: opts.message, link: inviteLink(opts.team, row.code), language: invitee?.language ?? inviter?.language });
  return { ...summary(row), link: inviteLink(opts.team, row.code) };
}

export async function listPendingInvites(teamId: string): Promise<InviteSummary[]> {
  const rows = await (await db())
    .select()
    .from(invites)
    .where(and(eq(invites.teamId, teamId), isNull(invites.acceptedAt), gt(invites.expiresAt, new Date())))
    .orderBy(desc(invites.createdAt));
  return rows.map(summary);
}

async function liveInvite(teamId: string, code: string) {
  const [row] = await (await db())
    .select()
    .from(invites)
    .where(and(eq(invites.teamId, teamId), eq(invites.code, code), isNull(invites.acceptedAt), gt(invites.expiresAt, new Date())));
  if (!row) throw new AppError("not_found", INVALID_INVITE);
  return row;
}

/** What the holder of an invite code may see before accepting: the team's name and the message. */
export async function retrieveInvite(team: typeof teams.$inferSelect, code: string) {
  const row = await liveInvite(team.id, code);
  return { code: row.code, message: row.message, email: row.email, team: { id: team.id, slug: team.slug, name: team.name, logo: team.logo } };
}

/** The invited user joins as a member; the invite is spent. A leaked code is useless to anyone else. */
export async function acceptInvite(team: typeof teams.$inferSelect, code: string, user: { userId: string; email: string | null }) {
  const row = await liveInvite(team.id, code);
  if (row.email && row.email.toLowerCase() !== user.email?.toLowerCase()) throw new AppError("conflict", OTHER_ADDRESS);
  const userId = user.userId;
  const database = await db();
  await database.transaction(async (tx) => {
    const spent = await tx
      .update(invites)
      .set({ acceptedAt: new Date(), acceptedBy: userId })
      .where(and(eq(invites.id, row.id), isNull(invites.acceptedAt)))
      .returning({ id: invites.id });
    if (!spent.length) throw new AppError("not_found", INVALID_INVITE);
    await tx.insert(memberships).values({ teamId: team.id, userId, level: "member" }).onConflictDoNothing();
  });
  return { team: { id: team.id, slug: team.slug, name: team.name } };
}

/** The team an invite path names; an unknown team reads like an invalid invite. */
export async function findInviteTeam(ref: unknown) {
  const team = await findTeamByRef(ref);
  if (!team) throw new AppError("not_found", INVALID_INVITE);
  return team;
}

export async function revokeInvite(teamId: string, id: number): Promise<void> {
  const rows = await (await db()).delete(invites).where(and(eq(invites.id, id), eq(invites.teamId, teamId), isNull(invites.acceptedAt))).returning({ id: invites.id });
  if (!rows.length) throw new AppError("not_found", "Not found.");
}
