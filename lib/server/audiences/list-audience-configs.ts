import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { Identity } from "@/lib/server/auth/identity";
import { db } from "@/lib/server/db";
import { audienceConfigs } from "@/lib/server/db/schema";
import { requireTeamMember } from "@/lib/server/teams/team-access";
import type { QueryTypeFilter } from "@/lib/domain/targeting/audience-items";
import { audienceConfigView } from "./audience-config-view";

/** A team's audience configs, newest first, all or of one query type; members only. */
export async function listAudienceConfigs(identity: Identity, teamRef: string, queryType: QueryTypeFilter = "all") {
  const { team } = await requireTeamMember(identity, teamRef);
  const inTeam = eq(audienceConfigs.teamId, team.id);
  const rows = await (await db())
    .select()
    .from(audienceConfigs)
    .where(queryType === "all" ? inTeam : and(inTeam, eq(audienceConfigs.queryType, queryType)))
    .orderBy(desc(audienceConfigs.createdAt), desc(audienceConfigs.id));
  return rows.map(audienceConfigView);
}
