import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { adAccounts, grantedAccounts, memberships, teams, users } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import { ownAdAccount } from "./ad-accounts";

const FORBIDDEN = "You do not have permission to perform this action.";

async function adminTeamIds(userId: string): Promise<string[]> {
  const rows = await (await db())
    .select({ teamId: memberships.teamId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.level, "admin")));
  return rows.map((r) => r.teamId);
}

/** Outsiders get the 404 of a missing row; members who are not admins get 403. */
async function requireAdminOf(userId: string, teamId: string): Promise<void> {
  const [own] = await (await db()).select().from(memberships).where(and(eq(memberships.teamId, teamId), eq(memberships.userId, userId)));
  if (!own) throw new AppError("not_found", "Not found.");
  if (own.level !== "admin") throw new AppError("forbidden", FORBIDDEN);
}

const grantColumns = {
  id: grantedAccounts.id,
  member: grantedAccounts.membershipId,
  team: teams.slug,
  account: { id: adAccounts.id, account_id: adAccounts.accountId, network: adAccounts.network, name: adAccounts.name },
  user: { email: users.email },
};

/** Grants (with member and account) in the given teams. */
async function grantsInTeams(teamIds: string[]) {
  if (!teamIds.length) return [];
  return (await db())
    .select(grantColumns)
    .from(grantedAccounts)
    .innerJoin(memberships, eq(memberships.id, grantedAccounts.membershipId))
    .innerJoin(teams, eq(teams.id, memberships.teamId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(adAccounts, eq(adAccounts.id, grantedAccounts.adAccountId))
    .where(inArray(memberships.teamId, teamIds))
    .orderBy(asc(grantedAccounts.id));
}

/** Grants in the teams the user administers. */
export async function listGrants(userId: string) {
  return grantsInTeams(await adminTeamIds(userId));
}

/** A team admin grants one of their own ad accounts to a member of that team (by membership id). */
export async function createGrant(userId: string, input: { member: number; account: { account_id: string; network: string } }) {
  const database = await db();
  const [membership] = await database.select().from(memberships).where(eq(memberships.id, input.member));
  if (!membership) throw new AppError("not_found", "Not found.");
  await requireAdminOf(userId, membership.teamId);
  const account = await ownAdAccount(userId, input.account.account_id, input.account.network);
  const [row] = await database
    .insert(grantedAccounts)
    .values({ membershipId: membership.id, adAccountId: account.id })
    .onConflictDoUpdate({ target: [grantedAccounts.membershipId, grantedAccounts.adAccountId], set: { membershipId: membership.id } })
    .returning({ id: grantedAccounts.id });
  return { id: row.id, member: membership.id, account: { account_id: account.accountId, network: account.network, name: account.name } };
}

export async function deleteGrant(userId: string, grantId: number): Promise<void> {
  const database = await db();
  const [grant] = await database
    .select({ id: grantedAccounts.id, teamId: memberships.teamId })
    .from(grantedAccounts)
    .innerJoin(memberships, eq(memberships.id, grantedAccounts.membershipId))
    .where(eq(grantedAccounts.id, grantId));
  if (!grant) throw new AppError("not_found", "Not found.");
  await requireAdminOf(userId, grant.teamId);
  await database.delete(grantedAccounts).where(eq(grantedAccounts.id, grant.id));
}

/** Ad accounts granted to members of one team. */
export async function listTeamAccounts(teamId: string) {
  return grantsInTeams([teamId]);
}
