import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { config } from "@/lib/server/config";
import { generateCorpus } from "@/lib/server/corpus/generate/generate-corpus";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { writeDemoCreatorCorpus } from "@/lib/server/creators/seed-demo-creator";
import { demoCreatorNetwork } from "@/lib/domain/creators/demo-network";
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
  const end = new Date(Math.floor(now.getTime() / DAY) * DAY);
  await generateCorpus(db, { accounts: c.CORPUS_DEMO_ACCOUNTS, posts: c.CORPUS_DEMO_POSTS, seed: c.CORPUS_DEMO_SEED, end });
  // The Deep Thought demo creator's network joins the corpus before the analysis tables are built.
  await writeDemoCreatorCorpus(db, demoCreatorNetwork({ end }));
  await refreshDerived(db);
}
