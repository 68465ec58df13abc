import { beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { LocalDataSource } from "@/lib/server/x/local/local-data-source";
import { runAnalysis } from "@/lib/server/analysis/run-analysis";
import { trendingTopics } from "@/lib/server/analysis/get-trending-topics";
import { analysisQuerySchema, type AnalysisReport } from "@/lib/schemas/analysis";
import { freshDatabase } from "@/tests/support/test-db";
import { seedAnalysisCorpus } from "@/tests/support/analysis-corpus";

let handle: DatabaseHandle;
const run = (q: unknown) => runAnalysis(handle.db, new LocalDataSource(handle.db), analysisQuerySchema.parse(q), { fresh: true, now: new Date("2026-03-10T00:00:00Z") });
const WINDOW = { start: "2026-02-01T00:00:00Z", end: "2026-03-04T00:00:00Z" };

beforeAll(async () => {
  handle = await freshDatabase();
  await seedAnalysisCorpus(handle.db);
});

describe("conversation analysis", () => {
  let report: AnalysisReport;
  beforeAll(async () => {
    report = await run({ type: "conversation", query: "#coffee", ...WINDOW, share_of_voice_keywords: ["coffee", "beans"] });
  });

  it("takes the matching posts in the window and their authors", () => {
    expect(report.audience).toEqual({ population: 2, sampled: 2, is_sample: false, posts_matched: 3 });
  });

  it("gives a daily volume series over the whole window", () => {
    const volume = report.sections.conversation_volume as { granularity: string; total: number; series: { start: string; count: number }[] };
    expect(volume.granularity).toBe("day");
    expect(volume.total).toBe(3);
    expect(volume.series).toHaveLength(31);
    expect(volume.series.filter((b) => b.count)).toEqual([{ start: "2026-03-01T00:00:00Z", count: 1 }, { start: "2026-03-02T00:00:00Z", count: 2 }]);
  });

  it("splits sentiment one third each", () => {
    expect(report.sections.sentiment_analysis).toMatchObject({ base: 3, positive: 1, neutral: 1, negative: 1, coverage: 1, shares: { positive: 33.34, neutral: 33.33, negative: 33.33 } });
  });

  it("names the shipped model that labelled the posts and how it measured", () => {
    const { model } = report.sections.sentiment_analysis as { model: { kind: string; trained_on: number; team_labels: number; accuracy: number; measured_on: number } };
    expect(model).toMatchObject({ kind: "base", trained_on: 31014, team_labels: 0, measured_on: 14640 });
    expect(model.accuracy).toBeGreaterThan(0.59);
  });

  it("orders conversation posts by like count", () => {
    expect((report.sections.conversation_posts as { rows: { id: string }[] }).rows.map((r) => r.id)).toEqual(["1001", "1007", "1002"]);
  });

  it("compares keywords in share of voice, words and hashtags counted", () => {
    expect(report.sections.share_of_voice).toEqual({ with_keywords: true, base: 4, rows: [{ label: "coffee", count: 3, share: 75 }, { label: "beans", count: 1, share: 25 }] });
  });

  it("keeps only posts by authors in the selected countries", async () => {
    const japan = await run({ type: "conversation", query: "#coffee", ...WINDOW, countries: ["Japan"] });
    expect(japan.audience.posts_matched).toBe(0);
    const us = await run({ type: "conversation", query: "coffee or beans", ...WINDOW, countries: ["United States"] });
    expect(us.audience).toMatchObject({ population: 2, posts_matched: 3 });
  });

  it("lists trending topics of a country in the window", async () => {
    const topics = await trendingTopics(handle.db, { country: "United States", ...WINDOW });
    expect(topics).toEqual([{ topic: "#coffee", posts: 3, authors: 2 }, { topic: "#beans", posts: 1, authors: 1 }, { topic: "#run", posts: 1, authors: 1 }]);
  });
});

describe("keyword analysis", () => {
  it("takes accounts whose bios or posts match", async () => {
    const report = await run({ type: "keyword", query: "runner" });
    expect(report.audience).toEqual({ population: 2, sampled: 2, is_sample: false, posts_matched: null });
    expect(report.sections.countries).toMatchObject({ base: 2, rows: [{ label: "Japan", count: 1, share: 50 }, { label: "United States", count: 1, share: 50 }] });
    expect(report.not_applicable).toHaveProperty("profile");
  });
});

describe("post analysis", () => {
  it("takes the engagers of the posts as the audience", async () => {
    const report = await run({ type: "post", urls: "https://x.com/brand/status/1001, https://x.com/brand/status/1002" });
    expect(report.audience).toEqual({ population: 3, sampled: 3, is_sample: false, posts_matched: 2 });
    expect(report.sections.countries).toMatchObject({ base: 3, rows: [{ label: "United States", count: 2, share: 66.67 }, { label: "Japan", count: 1, share: 33.33 }] });
    expect((report.sections.posts as { rows: { id: string }[] }).rows.map((r) => r.id)).toEqual(["1001", "1002"]);
    expect(report.sections.sentiment_analysis).toMatchObject({ base: 2, positive: 1, neutral: 1, negative: 0 });
  });

  it("refuses text without a post URL", async () => {
    await expect(run({ type: "post", urls: "hello, world" })).rejects.toMatchObject({ status: 400 });
  });
});
