import "server-only";
import type { z } from "zod";
import type { Identity } from "@/lib/server/auth/identity";
import { db } from "@/lib/server/db";
import { audiencePlans } from "@/lib/server/db/schema";
import { requireTeamMember } from "@/lib/server/teams/team-access";
import type { audiencePlanCreateSchema } from "@/lib/schemas/audience-plan";
import { checkPlanConfigs, planView } from "./plan-view";

export async function createAudiencePlan(identity: Identity, input: z.infer<typeof audiencePlanCreateSchema>) {
  const { team, user } = await requireTeamMember(identity, input.team);
  const database = await db();
  await checkPlanConfigs(database, team.id, input.audience_config_ids);
  const [row] = await database
    .insert(audiencePlans)
    .values({ teamId: team.id, name: input.name, audienceConfigIds: input.audience_config_ids, budget: input.budget, currency: input.currency, notes: input.notes, createdBy: user.userId })
    .returning();
  return planView(row);
}
