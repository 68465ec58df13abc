import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { config } from "@/lib/server/config";
import { generateCorpus } from "@/lib/server/corpus/generate/generate-corpus";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { refreshDerived } from "@/lib/server/corpus/derived/refresh-derived";

const DAY = 86_400_000;

/**
 * The demo corpus: a generated network ending at the start of today (UTC), so "the last 30 days"
 * has data; the same seed and day give the same rows. Skipped when a generated corpus exists.
 */
export async function seedCorpus(db: Database, now = new Date()): Promise<void> {
  const c = config();
  if (!c.CORPUS_DEMO_ACCOUNTS) return;
  const existing = await queryRows(db, sql`select 1 from corpus_accounts where origin = 'generated' limit 1`);
  if (existing.length) return;
  await generateCorpus(db, {
    accounts: c.CORPUS_DEMO_ACCOUNTS,
    posts: c.CORPUS_DEMO_POSTS,
    seed: c.CORPUS_DEMO_SEED,
    end: new Date(Math.floor(now.getTime() / DAY) * DAY),
  });
  await refreshDerived(db);
}
