import "server-only";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { memberships } from "@/lib/server/db/schema";

/** Whether `userId` may read a record owned by a user and, optionally, shared with that user's team. */
export async function mayReadOwned(db: Database, userId: string, owner: { userId: string | null; teamId: string | null }): Promise<boolean> {
  if (owner.userId === userId) return true;
  if (!owner.teamId) return false;
  const [m] = await db.select({ id: memberships.id }).from(memberships).where(and(eq(memberships.teamId, owner.teamId), eq(memberships.userId, userId)));
  return Boolean(m);
}
