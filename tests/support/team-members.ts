import { db } from "@/lib/server/db";
import { memberships } from "@/lib/server/db/schema";

/** Adds a user to a team as a plain member (what accepting an invite does). */
export async function addMember(teamId: string, userId: string): Promise<void> {
  await (await db()).insert(memberships).values({ teamId, userId, level: "member" }).onConflictDoNothing();
}
