import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { LocalDataSource } from "@/lib/server/x/local/local-data-source";
import { runAnalysis } from "@/lib/server/analysis/run-analysis";
import { bumpCorpusVersion } from "@/lib/server/corpus/corpus-version";
import { analysisQuerySchema, type AnalysisReport } from "@/lib/schemas/analysis";
import { freshDatabase } from "@/tests/support/test-db";
import { seedAnalysisCorpus } from "@/tests/support/analysis-corpus";

let handle: DatabaseHandle;
const brand = analysisQuerySchema.parse({ type: "handle", handle: "@brand" });
const analyse = () => runAnalysis(handle.db, new LocalDataSource(handle.db), brand, { fresh: true });
type Top = { rows: { handle: string; audience_followers: number }[] };
const top = (r: AnalysisReport) => (r.sections.top_accounts as Top).rows.map((row) => [row.handle, row.audience_followers]);

beforeAll(async () => {
  handle = await freshDatabase();
  await seedAnalysisCorpus(handle.db);
});

describe("the in-memory account index behind the account-level sections", () => {
  it("follows the corpus: new follows, and followers without a profile, count in the next report", async () => {
    expect(top(await analyse())).toEqual([["rival", 3], ["celeb", 1]]);
    // 9 has no profile: it counts in the audience and for whom it follows, not in the profile columns.
    await handle.db.execute(sql`insert into corpus_follows (follower_id, followee_id, first_seen_at, last_seen_at) values
      ('2', '300', now(), now()), ('4', '300', now(), now()), ('9', '100', now(), now()), ('9', '300', now(), now())`);
    await bumpCorpusVersion(handle.db);
    const after = await analyse();
    expect(after.audience.population).toBe(5);
    expect(top(after)).toEqual([["celeb", 4], ["rival", 3]]);
    expect(after.sections.countries).toMatchObject({ base: 3, analysed: 5, coverage: 0.6 });
    expect((after.sections.largest_followers as { rows: { handle: string }[] }).rows.map((r) => r.handle)).toEqual(["bea", "ann", "cai", "dan"]);
  });
});
