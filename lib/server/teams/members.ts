import "server-only";
import { and, asc, count, eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { memberships, users } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import type { MembershipLevel, TeamMember } from "@/lib/schemas/team";

export async function listMembers(teamId: string): Promise<TeamMember[]> {
  return (await db())
    .select({ id: memberships.id, level: memberships.level, user: { id: users.id, email: users.email, first_name: users.firstName, last_name: users.lastName } })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.teamId, teamId))
    .orderBy(asc(memberships.id));
}

async function adminCount(teamId: string): Promise<number> {
  const [{ n }] = await (await db())
    .select({ n: count() })
    .from(memberships)
    .where(and(eq(memberships.teamId, teamId), eq(memberships.level, "admin")));
  return n;
}

async function memberOfTeam(teamId: string, membershipId: number) {
  const [row] = await (await db())
    .select()
    .from(memberships)
    .where(and(eq(memberships.id, membershipId), eq(memberships.teamId, teamId)));
  if (!row) throw new AppError("not_found", "Not found.");
  return row;
}

const LAST_ADMIN = "A team needs at least one admin.";

export async function setMemberLevel(teamId: string, membershipId: number, level: MembershipLevel): Promise<void> {
  const row = await memberOfTeam(teamId, membershipId);
  if (row.level === "admin" && level !== "admin" && (await adminCount(teamId)) <= 1) throw new AppError("bad_request", LAST_ADMIN);
  await (await db()).update(memberships).set({ level }).where(eq(memberships.id, row.id));
}

export async function removeMember(teamId: string, membershipId: number): Promise<void> {
  const row = await memberOfTeam(teamId, membershipId);
  if (row.level === "admin" && (await adminCount(teamId)) <= 1) throw new AppError("bad_request", LAST_ADMIN);
  await (await db()).delete(memberships).where(eq(memberships.id, row.id));
}
