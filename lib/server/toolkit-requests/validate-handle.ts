import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { queryRows } from "@/lib/server/corpus/query-rows";

/** Whether a handle names an account the corpus knows (an audience request needs one to start from). */
export async function validateHandle(handle: string): Promise<{ handle: string; valid: boolean; name: string | null; followers: number | null }> {
  const [row] = await queryRows<{ handle: string; name: string; followers: number }>(
    await db(),
    sql`select handle, name, followers_count::int as followers from corpus_accounts where lower(handle) = ${handle.toLowerCase()} order by followers_count desc limit 1`,
  );
  return row ? { handle: row.handle, valid: true, name: row.name, followers: row.followers } : { handle, valid: false, name: null, followers: null };
}
