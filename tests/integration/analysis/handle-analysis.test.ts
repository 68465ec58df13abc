import { beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { LocalDataSource } from "@/lib/server/x/local/local-data-source";
import { runAnalysis } from "@/lib/server/analysis/run-analysis";
import { analysisQuerySchema, type AnalysisReport } from "@/lib/schemas/analysis";
import { freshDatabase } from "@/tests/support/test-db";
import { seedAnalysisCorpus } from "@/tests/support/analysis-corpus";

let handle: DatabaseHandle;
let report: AnalysisReport;
const section = <T = Record<string, unknown>>(name: string) => report.sections[name] as T;

beforeAll(async () => {
  handle = await freshDatabase();
  await seedAnalysisCorpus(handle.db);
  report = await runAnalysis(handle.db, new LocalDataSource(handle.db), analysisQuerySchema.parse({ type: "handle", handle: "@brand" }), { fresh: true });
});

describe("handle analysis on the hand-built corpus", () => {
  it("takes the handle's followers as the audience, unsampled", () => {
    expect(report.audience).toEqual({ population: 4, sampled: 4, is_sample: false, posts_matched: null });
    expect(section("audience_size")).toEqual({ population: 4, sampled: 4, is_sample: false });
    expect(section<{ handle: string; followers_in_corpus: number; posts_in_corpus: number }>("profile")).toMatchObject({ handle: "brand", followers_in_corpus: 4, posts_in_corpus: 2 });
  });

  it("gives countries and genders with base and coverage", () => {
    expect(section("countries")).toEqual({
      base: 3, analysed: 4, coverage: 0.75, sampled: false, population: 4,
      rows: [{ label: "United States", count: 2, share: 66.67 }, { label: "Japan", count: 1, share: 33.33 }],
    });
    expect(section("genders")).toMatchObject({ base: 3, coverage: 0.75, rows: [{ label: "male", count: 2, share: 66.67 }, { label: "female", count: 1, share: 33.33 }] });
    expect(section("age_groups")).toMatchObject({ base: 2, coverage: 0.5, rows: [{ label: "18-24", count: 1, share: 50 }, { label: "25-34", count: 1, share: 50 }] });
    expect(section("cities")).toMatchObject({ base: 1, coverage: 0.25, rows: [{ label: "New York", count: 1, share: 100 }] });
    expect(section("job_titles")).toMatchObject({ base: 1, rows: [{ label: "Business", count: 1, share: 100 }] });
    expect(section("languages")).toMatchObject({ base: 3, coverage: 0.75, rows: [{ label: "en", count: 2, share: 66.67 }, { label: "ja", count: 1, share: 33.33 }] });
  });

  it("gives multi-label interests over accounts with any interest, and the mapped communities", () => {
    expect(section("interests_of_this_audience")).toMatchObject({
      base: 2, coverage: 0.5, multi_label: true,
      rows: [{ id: "4002", label: "Gaming/Computer gaming", count: 2, share: 100 }, { id: "1003", label: "Books and literature/Comics", count: 1, share: 50 }],
    });
    const subs = section<{ method: string; rows: { label: string; accounts: number }[] }>("subreddits");
    expect(subs.method).toMatch(/mapping/);
    expect(subs.rows.map((r) => [r.label, r.accounts])).toEqual([["r/gaming", 2], ["r/pcgaming", 2], ["r/books", 1], ["r/literature", 1]]);
  });

  it("ranks the accounts the audience follows with affinity against the whole network", () => {
    const top = section<{ base: number; network: number; rows: { handle: string; audience_followers: number; share: number; affinity: number }[] }>("top_accounts");
    expect(top.base).toBe(4);
    expect(top.network).toBe(9);
    // rival: 3 of 4 in the audience, 4 of 9 in the network: (3/4)/(4/9) = 1.6875
    expect(top.rows.map((r) => [r.handle, r.audience_followers, r.share, r.affinity])).toEqual([["rival", 3, 75, 1.69], ["celeb", 1, 25, 0.75]]);
  });

  it("finds similar accounts by follower overlap", () => {
    const similar = section<{ rows: { handle: string; shared_followers: number; jaccard: number; share_of_audience: number }[] }>("similar_accounts");
    // rival shares 3 followers: 3 / (4 + 4 - 3) = 0.6; celeb shares 1: 1 / (4 + 3 - 1)
    expect(similar.rows.map((r) => [r.handle, r.shared_followers, r.jaccard, r.share_of_audience])).toEqual([["rival", 3, 0.6, 75], ["celeb", 1, 0.1667, 25]]);
  });

  it("gives follower growth from snapshots and follow dates", () => {
    expect(section("follower_growth")).toEqual({
      snapshots: [
        { day: "2026-03-01", followers_count: 100, gained: 2, lost: 0 },
        { day: "2026-03-03", followers_count: 110, gained: 10, lost: 0 },
      ],
      new_followers: [{ day: "2026-03-01", count: 2, cumulative: 2 }, { day: "2026-03-02", count: 2, cumulative: 4 }],
      net_change: 10,
    });
  });

  it("lists the largest followers and the handle's own posts, hashtags, keywords and combinations", () => {
    expect(section<{ rows: { handle: string }[] }>("largest_followers").rows.map((r) => r.handle)).toEqual(["bea", "ann", "cai", "dan"]);
    expect(section<{ rows: { id: string }[] }>("posts").rows.map((r) => r.id)).toEqual(["1001", "1002"]);
    expect(section("hashtags_used_by_handle")).toEqual({ base: 2, unit: "posts", rows: [{ label: "coffee", count: 2, share: 100 }, { label: "beans", count: 1, share: 50 }] });
    expect(section("keywords_used_by_handle")).toMatchObject({ base: 2, rows: [{ label: "coffee", count: 2, share: 100 }, { label: "beans", count: 1, share: 50 }, { label: "morning", count: 1, share: 50 }] });
    expect(section("keyword_combinations_used_by_handle")).toMatchObject({ rows: [{ label: "beans + coffee", count: 1, share: 50 }, { label: "coffee + morning", count: 1, share: 50 }] });
  });

  it("gives what the audience posts, engages with and writes in bios", () => {
    expect(section("hashtags_self_view")).toEqual({ base: 5, unit: "posts", rows: [{ label: "coffee", count: 1, share: 20 }, { label: "run", count: 1, share: 20 }] });
    expect(section("most_interacted_hashtags")).toEqual({ base: 2, unit: "posts", rows: [{ label: "coffee", count: 2, share: 100 }, { label: "beans", count: 1, share: 50 }] });
    expect(section("most_interacted_emojis")).toMatchObject({ base: 2, rows: [{ label: "☕", count: 1, share: 50 }] });
    expect(section("most_interacted_keywords")).toMatchObject({ rows: [{ label: "coffee", count: 2 }, { label: "beans", count: 1 }, { label: "morning", count: 1 }] });
    expect(section("most_interacted_keyword_combinations")).toMatchObject({ rows: [{ label: "beans + coffee", count: 1 }, { label: "coffee + morning", count: 1 }] });
    expect(section("audience_self_view")).toEqual({
      base: 4, unit: "accounts",
      rows: [{ label: "coffee", count: 2, share: 50 }, { label: "runner", count: 2, share: 50 }, { label: "lover", count: 1, share: 25 }, { label: "roaster", count: 1, share: 25 }],
    });
    expect(section<{ rows: { label: string; count: number }[] }>("audience_self_view_combinations").rows).toEqual([
      { label: "coffee + lover", count: 1, share: 25 }, { label: "coffee + roaster", count: 1, share: 25 }, { label: "coffee + runner", count: 1, share: 25 }, { label: "lover + runner", count: 1, share: 25 },
    ]);
    expect(section("topics")).toEqual({ base: 5, unit: "posts", rows: [] });
    const seo = section<{ method: string; rows: { keyword: string; posts: number; authors: number; posts_30d: number }[] }>("seo");
    expect(seo.method).toMatch(/proxy/);
    expect(seo.rows.find((r) => r.keyword === "coffee")).toEqual({ keyword: "coffee", audience_posts: 1, posts: 3, authors: 2, posts_30d: 3 });
  });

  it("names the sections a handle analysis cannot have", () => {
    expect(Object.keys(report.not_applicable).sort()).toEqual(["conversation_posts", "conversation_volume", "sentiment_analysis", "share_of_voice"]);
  });

  it("samples a large audience uniformly and states margins", async () => {
    const sampled = await runAnalysis(handle.db, new LocalDataSource(handle.db), analysisQuerySchema.parse({ type: "handle", handle: "brand" }), { cap: 2, fresh: true });
    expect(sampled.audience).toEqual({ population: 4, sampled: 2, is_sample: true, posts_matched: null });
    const countries = sampled.sections.countries as { sampled: boolean; population: number; rows: { margin?: number }[] };
    expect(countries.sampled).toBe(true);
    expect(countries.population).toBe(4);
    countries.rows.forEach((r) => expect(r.margin).toBeGreaterThanOrEqual(0));
  });

  it("answers an unknown handle with a 404 error, not a crash", async () => {
    await expect(runAnalysis(handle.db, new LocalDataSource(handle.db), { type: "handle", handle: "nobody" })).rejects.toMatchObject({ status: 404 });
  });
});
