import "server-only";
import type { SQL } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";

/** Rows of a raw SQL query, the same on PGlite and node-postgres. */
export async function queryRows<T>(db: Pick<Database, "execute">, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
