import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";

/**
 * Fresh planner statistics for the creator tables after a bulk write. PGlite has no autovacuum, and
 * without statistics a time window bounded on both sides looks like one row to the planner, which
 * then joins engagements to followers by a nested loop: seconds on the demo creator instead of
 * milliseconds (best time to post, engagers, Talk to X, the weekly report).
 */
export async function analyzeCreatorTables(db: Pick<Database, "execute">): Promise<void> {
  await db.execute(sql`analyze creator_posts, creator_post_metric_changes, creator_post_engagements, creator_follow_periods`);
}
