import "server-only";
import type { z } from "zod";
import type { Identity } from "@/lib/server/auth/identity";
import { requireUser } from "@/lib/server/auth/require-user";
import { db } from "@/lib/server/db";
import { audienceUsages } from "@/lib/server/db/schema";
import type { audienceUsageSchema } from "@/lib/schemas/targeting";
import { findAudienceConfig } from "./find-audience-config";

/** Records that the caller applied a package; a named config must be in one of their teams. */
export async function recordAudienceUsage(identity: Identity, input: z.infer<typeof audienceUsageSchema>) {
  const user = requireUser(identity);
  if (input.audience_config_id !== null) await findAudienceConfig(identity, input.audience_config_id);
  const [row] = await (await db())
    .insert(audienceUsages)
    .values({
      userId: user.userId,
      audienceConfigId: input.audience_config_id,
      adAccountId: input.ad_account_id,
      state: input.state,
      targetingPackage: input.targeting_package,
      countries: input.countries,
    })
    .returning();
  return { id: row.id, ad_account_id: row.adAccountId, state: row.state, audience_config_id: row.audienceConfigId, countries: row.countries, created: row.createdAt.toISOString() };
}
