import { beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { corpusPosts } from "@/lib/server/db/schema";
import { bumpCorpusVersion } from "@/lib/server/corpus/corpus-version";
import { LocalDataSource } from "@/lib/server/x/local/local-data-source";
import { runAnalysis } from "@/lib/server/analysis/run-analysis";
import { analysisQuerySchema } from "@/lib/schemas/analysis";
import { freshDatabase } from "@/tests/support/test-db";
import { seedAnalysisCorpus } from "@/tests/support/analysis-corpus";

let handle: DatabaseHandle;
const audienceOf = async (query: string) => {
  const report = await runAnalysis(handle.db, new LocalDataSource(handle.db), analysisQuerySchema.parse({ type: "keyword", query }), { fresh: true });
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
