import "server-only";
import { asc, eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { memberships, socialAccounts, teams, userGroups, users } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import type { Me } from "@/lib/schemas/user";

/** The signed-in user as the client knows it: profile, social accounts, memberships, groups. */
export async function getMe(userId: string): Promise<Me> {
  const database = await db();
  const [user] = await database.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError("unauthenticated", "Authentication credentials were not provided.");
  const [social, teamRows, groups] = await Promise.all([
    database.select({ id: socialAccounts.id, provider: socialAccounts.provider }).from(socialAccounts).where(eq(socialAccounts.userId, userId)).orderBy(asc(socialAccounts.id)),
    database
      .select({ id: memberships.id, level: memberships.level, team: { id: teams.id, slug: teams.slug, name: teams.name, logo: teams.logo } })
      .from(memberships)
      .innerJoin(teams, eq(teams.id, memberships.teamId))
      .where(eq(memberships.userId, userId))
      .orderBy(asc(teams.name)),
    database.select({ name: userGroups.name }).from(userGroups).where(eq(userGroups.userId, userId)),
  ]);
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    language: user.language,
    social_accounts: social,
    memberships: teamRows,
    groups: groups.map((g) => g.name),
  };
}
