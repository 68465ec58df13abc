import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { generateCorpus } from "@/lib/server/corpus/generate/generate-corpus";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { LocalDataSource } from "@/lib/server/x/local/local-data-source";
import { runAnalysis } from "@/lib/server/analysis/run-analysis";
import { accountIndex } from "@/lib/server/analysis/account-index/load-account-index";
import { analysisQuerySchema } from "@/lib/schemas/analysis";
import { freshDatabase } from "@/tests/support/test-db";

let handle: DatabaseHandle;
const ENGAGED = ["most_interacted_emojis", "most_interacted_hashtags", "most_interacted_keywords", "most_interacted_keyword_combinations"] as const;

/** The four sections over the posts the audience engaged with, from a fresh report (detail sample of 30 accounts). */
async function engagedSections(q: unknown) {
  const report = await runAnalysis(handle.db, new LocalDataSource(handle.db), analysisQuerySchema.parse(q), { fresh: true, detailCap: 30 });
  return Object.fromEntries(ENGAGED.map((name) => [name, report.sections[name]]));
}

beforeAll(async () => {
  handle = await freshDatabase();
  await generateCorpus(handle.db, { accounts: 300, posts: 2500, follows: 6000, seed: 11 });
}, 300_000);

describe("the engaged posts kept in memory", () => {
  it("give the sections the same sample, counts and ranks as the query over the corpus", async () => {
    const [top] = await queryRows<{ handle: string }>(handle.db, sql`select a.handle from corpus_follows f join corpus_accounts a on a.id = f.followee_id group by 1 order by count(*) desc, 1 limit 1`);
    const queries = [{ type: "handle", handle: top.handle }, { type: "keyword", query: "today OR game" }];
    const inMemory = await Promise.all(queries.map(engagedSections));
    const index = await accountIndex(handle.db);
    expect(index.engaged).not.toBeNull();
    // The sample above the cap is real: more engaged posts than the 30 accounts' detail cap.
    const tags = inMemory[0].most_interacted_hashtags as { base: number; population?: number };
    expect(tags.population).toBeGreaterThan(tags.base);
    const kept = index.engaged;
    index.engaged = null;
    try {
      const fromSql = await Promise.all(queries.map(engagedSections));
      expect(inMemory).toEqual(fromSql);
    } finally {
      index.engaged = kept;
    }
  });
});
