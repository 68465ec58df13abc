import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { seedDemo } from "./index";

/** Empties every application table (migrations stay) and seeds the demo again: the e2e starting point. */
export async function resetToSeed(db: Database): Promise<void> {
  const result = await db.execute(sql`select tablename from pg_tables where schemaname = 'public'`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { tablename: string }[] }).rows) as { tablename: string }[];
  const names = rows.map((r) => r.tablename).filter((n) => !n.startsWith("__drizzle"));
  if (names.length) await db.execute(sql.raw(`truncate table ${names.map((n) => `"${n.replace(/"/g, '""')}"`).join(", ")} restart identity cascade`));
  await seedDemo(db);
}
