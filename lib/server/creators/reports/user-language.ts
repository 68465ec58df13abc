import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { users } from "@/lib/server/db/schema";

/** The language the user chose (the report's language when the request names none). */
export async function userLanguage(database: Database, userId: string): Promise<string> {
  const [row] = await database.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? "en";
}
