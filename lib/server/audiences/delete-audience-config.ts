import "server-only";
import { eq } from "drizzle-orm";
import type { Identity } from "@/lib/server/auth/identity";
import { db } from "@/lib/server/db";
import { audienceConfigs } from "@/lib/server/db/schema";
import { findAudienceConfig } from "./find-audience-config";

/** Deletes a saved audience of one of the caller's teams (its uploads stay on record, unlinked). */
export async function deleteAudienceConfig(identity: Identity, id: number): Promise<void> {
  await findAudienceConfig(identity, id);
  await (await db()).delete(audienceConfigs).where(eq(audienceConfigs.id, id));
}
