import "server-only";
import { eq } from "drizzle-orm";
import type { Identity } from "@/lib/server/auth/identity";
import { db } from "@/lib/server/db";
import { audienceConfigs } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import { requireTeamMember } from "@/lib/server/teams/team-access";

/** One audience config whose team the caller belongs to; others get the same 404 as a missing one. */
export async function findAudienceConfig(identity: Identity, id: number) {
  const [row] = await (await db()).select().from(audienceConfigs).where(eq(audienceConfigs.id, id));
  if (!row) throw new AppError("not_found", "Not found.");
  await requireTeamMember(identity, row.teamId);
  return row;
}
