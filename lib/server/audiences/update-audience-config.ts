import "server-only";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Identity } from "@/lib/server/auth/identity";
import { db } from "@/lib/server/db";
import { audienceConfigs } from "@/lib/server/db/schema";
import type { audienceConfigUpdateSchema } from "@/lib/schemas/targeting";
import { audienceConfigView } from "./audience-config-view";
import { findAudienceConfig } from "./find-audience-config";

/** Changes the given fields of an audience config in one of the caller's teams. */
export async function updateAudienceConfig(identity: Identity, id: number, input: z.infer<typeof audienceConfigUpdateSchema>) {
  await findAudienceConfig(identity, id);
  const [row] = await (await db())
    .update(audienceConfigs)
    .set({
      ...(input.name !== undefined && { name: input.name }),
      ...(input.size !== undefined && { size: input.size }),
      ...(input.categories !== undefined && { categories: input.categories }),
      ...(input.countries !== undefined && { countries: input.countries }),
      ...(input.targeting_package !== undefined && { targetingPackage: input.targeting_package }),
      ...(input.query_type !== undefined && { queryType: input.query_type }),
      ...(input.description !== undefined && { description: input.description }),
      updatedAt: new Date(),
    })
    .where(eq(audienceConfigs.id, id))
    .returning();
  return audienceConfigView(row);
}
