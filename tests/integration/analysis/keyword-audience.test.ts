import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { corpusPosts } from "@/lib/server/db/schema";
import { bumpCorpusVersion } from "@/lib/server/corpus/corpus-version";
import { LocalDataSource } from "@/lib/server/x/local/local-data-source";
import { refreshDerived } from "@/lib/server/corpus/derived/refresh-derived";
import { runAnalysis } from "@/lib/server/analysis/run-analysis";
import { analysisQuerySchema } from "@/lib/schemas/analysis";
import { freshDatabase } from "@/tests/support/test-db";
import { seedAnalysisCorpus } from "@/tests/support/analysis-corpus";

let handle: DatabaseHandle;
const run = (query: string, o: { cap?: number; seed?: number } = {}) =>
  runAnalysis(handle.db, new LocalDataSource(handle.db), analysisQuerySchema.parse({ type: "keyword", query }), { ...o, fresh: true });
const audienceOf = async (query: string) => {
  const report = await run(query);
  return { population: report.audience.population, accounts: (report.sections.sample_accounts as { rows: { id: string }[] }).rows.map((r) => r.id).sort() };
};

beforeAll(async () => {
  handle = await freshDatabase();
  await seedAnalysisCorpus(handle.db);
});

// One-word groups read the derived word-authors table, #hashtags the entity-posts index, the rest search the posts.
describe("keyword audiences", () => {
  it("takes the authors of posts with a word, in any case", async () => {
    expect(await audienceOf("fresh")).toEqual({ population: 1, accounts: ["100"] });
    expect(await audienceOf("FRESH")).toEqual({ population: 1, accounts: ["100"] });
    expect(await audienceOf("coffee")).toEqual({ population: 3, accounts: ["1", "100", "2"] });
  });

  it("joins words, hashtags and phrases across OR", async () => {
    expect(await audienceOf("bad OR club OR #beans")).toEqual({ population: 3, accounts: ["1", "100", "2"] });
    expect(await audienceOf('"good day" OR time')).toEqual({ population: 2, accounts: ["100", "2"] });
    expect(await audienceOf("coffee time")).toEqual({ population: 1, accounts: ["100"] });
  });

  it("finds the one author of a rare word, and nobody for an unused one", async () => {
    expect(await audienceOf("day")).toEqual({ population: 1, accounts: ["2"] });
    expect(await audienceOf("nothing")).toEqual({ population: 0, accounts: [] });
  });

  it("sees a post added since the derived tables were built", async () => {
    await handle.db.insert(corpusPosts).values({ id: "1100", authorId: "3", text: "fresh start", createdAt: new Date("2026-03-05T00:00:00Z"), origin: "test" });
    await bumpCorpusVersion(handle.db);
    expect(await audienceOf("fresh")).toEqual({ population: 2, accounts: ["100", "3"] });
  });
});

describe("one-word keyword audiences above the cap", () => {
  it("sample the word's authors in stored order as sampling at analysis time would", async () => {
    await handle.db.execute(sql`delete from corpus_derived_state`);
    await refreshDerived(handle.db, { seed: 5, cap: 1 });
    // coffee: posts by 100 and 2, bios of 100, 1 and 2; runner: a post by 1, bios of 1 and 3.
    const ahead = [await run("coffee", { cap: 1, seed: 5 }), await run("runner", { cap: 1, seed: 5 }), await run("coffee", { cap: 2, seed: 5 })];
    expect(ahead.map((r) => r.audience)).toEqual([
      { population: 3, sampled: 1, is_sample: true, posts_matched: null },
      { population: 2, sampled: 1, is_sample: true, posts_matched: null },
      { population: 3, sampled: 2, is_sample: true, posts_matched: null },
    ]);
    // Built for another seed, the rows are not read in order: the audience is ranked at analysis time.
    await handle.db.execute(sql`delete from corpus_derived_state`);
    await refreshDerived(handle.db, { seed: 6, cap: 1 });
    const now = [await run("coffee", { cap: 1, seed: 5 }), await run("runner", { cap: 1, seed: 5 }), await run("coffee", { cap: 2, seed: 5 })];
    expect(JSON.parse(JSON.stringify(ahead))).toEqual(JSON.parse(JSON.stringify(now)));
  });
});
