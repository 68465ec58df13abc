import "server-only";
import { asc, eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { memberships, teams } from "@/lib/server/db/schema";
import { teamDetail } from "./team-detail";

export async function listMyTeams(userId: string) {
  const rows = await (await db())
    .select({ team: teams, level: memberships.level })
    .from(memberships)
    .innerJoin(teams, eq(teams.id, memberships.teamId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(teams.name));
  return Promise.all(rows.map((r) => teamDetail(r.team, r.level)));
}
