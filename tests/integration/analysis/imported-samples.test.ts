import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { importFile } from "@/lib/server/corpus/import-file";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { LocalDataSource } from "@/lib/server/x/local/local-data-source";
import { runAnalysis } from "@/lib/server/analysis/run-analysis";
import { analysisQuerySchema } from "@/lib/schemas/analysis";
import { freshDatabase } from "@/tests/support/test-db";
import { SAMPLES } from "@/tests/support/corpus";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await freshDatabase();
  await importFile(handle.db, path.join(SAMPLES, "brexit.jsonl"));
});

describe("a conversation analysis on imported X API v2 samples", () => {
  it("counts every matching post in the window and splits sentiment over them", async () => {
    const [expected] = await queryRows<{ n: number; lo: string; hi: string }>(
      handle.db,
      sql`select count(*)::int as n, min(p.created_at)::text as lo, max(p.created_at)::text as hi from corpus_posts p
          where exists (select 1 from corpus_post_entities e where e.post_id = p.id and e.kind = 'hashtag' and e.value = 'brexit')`,
    );
    expect(expected.n).toBeGreaterThan(0);
    const q = analysisQuerySchema.parse({ type: "conversation", query: "#Brexit", start: new Date(expected.lo).toISOString(), end: new Date(new Date(expected.hi).getTime() + 1000).toISOString() });
    const report = await runAnalysis(handle.db, new LocalDataSource(handle.db), q, { fresh: true });
    expect(report.audience.posts_matched).toBe(expected.n);
    expect((report.sections.conversation_volume as { total: number }).total).toBe(expected.n);
    const sentiment = report.sections.sentiment_analysis as { base: number; positive: number; neutral: number; negative: number; shares: Record<string, number> };
    expect(sentiment.positive + sentiment.neutral + sentiment.negative).toBe(sentiment.base);
    if (sentiment.base) expect(Math.round((sentiment.shares.positive + sentiment.shares.neutral + sentiment.shares.negative) * 100)).toBe(10000);
  });
});
