import "server-only";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Identity } from "@/lib/server/auth/identity";
import { db } from "@/lib/server/db";
import { audiencePlans } from "@/lib/server/db/schema";
import type { audiencePlanUpdateSchema } from "@/lib/schemas/audience-plan";
import { findAudiencePlan } from "./find-audience-plan";
import { checkPlanConfigs, planView } from "./plan-view";

export async function updateAudiencePlan(identity: Identity, id: number, input: z.infer<typeof audiencePlanUpdateSchema>) {
  const plan = await findAudiencePlan(identity, id);
  const database = await db();
  if (input.audience_config_ids) await checkPlanConfigs(database, plan.teamId, input.audience_config_ids);
  const [row] = await database
    .update(audiencePlans)
    .set({ name: input.name, audienceConfigIds: input.audience_config_ids, budget: input.budget, currency: input.currency, notes: input.notes, updatedAt: new Date() })
    .where(eq(audiencePlans.id, plan.id))
    .returning();
  return planView(row);
}

export async function deleteAudiencePlan(identity: Identity, id: number) {
  const plan = await findAudiencePlan(identity, id);
  await (await db()).delete(audiencePlans).where(eq(audiencePlans.id, plan.id));
}
