import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Identity } from "@/lib/server/auth/identity";
import { db } from "@/lib/server/db";
import { audienceConfigs, audienceUsages, uploadedAudiences } from "@/lib/server/db/schema";
import { requireTeamMember } from "@/lib/server/teams/team-access";
import { audienceConfigView } from "./audience-config-view";

const LIMIT = 10;

/** A team's audiences the caller used last (applied or uploaded), then its newest ones; at most 10. */
export async function recentAudiences(identity: Identity, teamRef: string) {
  const { team, user } = await requireTeamMember(identity, teamRef);
  const database = await db();
  const [applied, uploaded] = await Promise.all([
    database.select({ id: audienceUsages.audienceConfigId, at: audienceUsages.createdAt }).from(audienceUsages).innerJoin(audienceConfigs, eq(audienceConfigs.id, audienceUsages.audienceConfigId)).where(and(eq(audienceUsages.userId, user.userId), eq(audienceConfigs.teamId, team.id))).orderBy(desc(audienceUsages.createdAt)).limit(50),
    database.select({ id: uploadedAudiences.audienceConfigId, at: uploadedAudiences.createdAt }).from(uploadedAudiences).where(and(eq(uploadedAudiences.teamId, team.id), eq(uploadedAudiences.userId, user.userId))).orderBy(desc(uploadedAudiences.createdAt)).limit(50),
  ]);
  const used = [...applied, ...uploaded].filter((u): u is { id: number; at: Date } => u.id !== null).sort((a, b) => b.at.getTime() - a.at.getTime());
  const ids = [...new Set(used.map((u) => u.id))].slice(0, LIMIT);
  const rows = ids.length ? await database.select().from(audienceConfigs).where(inArray(audienceConfigs.id, ids)) : [];
  const ordered = ids.map((id) => rows.find((r) => r.id === id)!).filter(Boolean);
  if (ordered.length < LIMIT) {
    const newest = await database.select().from(audienceConfigs).where(eq(audienceConfigs.teamId, team.id)).orderBy(desc(audienceConfigs.createdAt), desc(audienceConfigs.id)).limit(LIMIT * 2);
    for (const row of newest) if (ordered.length < LIMIT && !ids.includes(row.id)) ordered.push(row);
  }
  return ordered.map(audienceConfigView);
}
