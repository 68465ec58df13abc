import "server-only";
import { desc, eq } from "drizzle-orm";
import type { Identity } from "@/lib/server/auth/identity";
import { db } from "@/lib/server/db";
import { audiencePlans } from "@/lib/server/db/schema";
import { requireTeamMember } from "@/lib/server/teams/team-access";
import { planView } from "./plan-view";

/** A team's audience plans, newest first; members only. */
export async function listAudiencePlans(identity: Identity, teamRef: string) {
  const { team } = await requireTeamMember(identity, teamRef);
  const rows = await (await db()).select().from(audiencePlans).where(eq(audiencePlans.teamId, team.id)).orderBy(desc(audiencePlans.createdAt), desc(audiencePlans.id));
  return rows.map(planView);
}
