import "server-only";
import type { z } from "zod";
import type { Identity } from "@/lib/server/auth/identity";
import { db } from "@/lib/server/db";
import { audienceConfigs } from "@/lib/server/db/schema";
import { requireTeamMember } from "@/lib/server/teams/team-access";
import type { audienceConfigCreateSchema } from "@/lib/schemas/targeting";
import { audienceConfigView } from "./audience-config-view";

/** Saves an audience config in a team the caller belongs to. */
export async function createAudienceConfig(identity: Identity, input: z.infer<typeof audienceConfigCreateSchema>) {
  const { team, user } = await requireTeamMember(identity, input.team);
  const [row] = await (await db())
    .insert(audienceConfigs)
    .values({
      teamId: team.id,
      name: input.name,
      size: input.size,
      categories: input.categories,
      countries: input.countries,
      targetingPackage: input.targeting_package,
      queryType: input.query_type,
      description: input.description,
      createdBy: user.userId,
    })
    .returning();
  return audienceConfigView(row);
}
