import "server-only";
import { eq } from "drizzle-orm";
import type { Identity } from "@/lib/server/auth/identity";
import { db } from "@/lib/server/db";
import { audiencePlans } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import { requireTeamMember } from "@/lib/server/teams/team-access";

/** One audience plan whose team the caller belongs to; others get the 404 of a missing one. */
export async function findAudiencePlan(identity: Identity, id: number) {
  const [row] = await (await db()).select().from(audiencePlans).where(eq(audiencePlans.id, id));
  if (!row) throw new AppError("not_found", "Not found.");
  await requireTeamMember(identity, row.teamId);
  return row;
}
