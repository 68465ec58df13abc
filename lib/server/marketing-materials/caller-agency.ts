import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { userGroups } from "@/lib/server/db/schema";
import { agencyOf, type AgencyId } from "@/lib/domain/marketing-materials";
import type { Identity } from "@/lib/server/auth/identity";

/** The agency whose materials the caller sees: a group of the signed-in user; none for visitors. */
export async function callerAgency(identity: Identity): Promise<AgencyId | null> {
  if (identity.kind !== "user") return null;
  const rows = await (await db()).select({ name: userGroups.name }).from(userGroups).where(eq(userGroups.userId, identity.userId));
  return agencyOf(rows.map((r) => r.name).sort());
}
