import "server-only";
import { desc } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { outbox } from "@/lib/server/db/schema";

export async function listOutbox(limit = 50) {
  return (await db()).select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
}
