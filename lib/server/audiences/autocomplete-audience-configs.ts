import "server-only";
import { and, asc, eq, ilike } from "drizzle-orm";
import type { Identity } from "@/lib/server/auth/identity";
import { db } from "@/lib/server/db";
import { audienceConfigs } from "@/lib/server/db/schema";
import { requireTeamMember } from "@/lib/server/teams/team-access";

import { escapeLike } from "@/lib/server/targeting/search-reference-items";

/** A team's audience configs whose names contain the typed text (at most 10); members only. */
export async function autocompleteAudienceConfigs(identity: Identity, teamRef: string, q: string) {
  const { team } = await requireTeamMember(identity, teamRef);
  return (await db())
    .select({ id: audienceConfigs.id, name: audienceConfigs.name, size: audienceConfigs.size })
    .from(audienceConfigs)
    .where(and(eq(audienceConfigs.teamId, team.id), ilike(audienceConfigs.name, `%${escapeLike(q)}%`)))
    .orderBy(asc(audienceConfigs.name))
    .limit(10);
}
