import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { users } from "@/lib/server/db/schema";
import type { UpdateMe } from "@/lib/schemas/user";

export async function updateMe(userId: string, changes: UpdateMe): Promise<void> {
  const set: Partial<typeof users.$inferInsert> = {};
  if (changes.language !== undefined) set.language = changes.language;
  if (changes.first_name !== undefined) set.firstName = changes.first_name;
  if (changes.last_name !== undefined) set.lastName = changes.last_name;
  if (Object.keys(set).length) await (await db()).update(users).set(set).where(eq(users.id, userId));
}
