import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { LocalDataSource } from "@/lib/server/x/local/local-data-source";
import { runAnalysis } from "@/lib/server/analysis/run-analysis";
import { analysisQuerySchema, analysisReportSchema, distributionSchema } from "@/lib/schemas/analysis";
import { freshDatabase } from "@/tests/support/test-db";
import { AUTHORS, POSTS, WINDOW, seedConversationCorpus, type ConversationPost } from "@/tests/support/conversation-corpus";

let handle: DatabaseHandle;
const ORDERS = ["like_count", "repost_count", "reply_count", "created_at"] as const;
type Order = (typeof ORDERS)[number];

/** A conversation report with a sample cap of 4 posts, far below the matches. */
async function run(query: string, order: Order, countries: string[] = []) {
  const q = analysisQuerySchema.parse({ type: "conversation", query, ...WINDOW, order, countries });
  const report = await runAnalysis(handle.db, new LocalDataSource(handle.db), q, { fresh: true, cap: 4, detailCap: 4, now: new Date("2026-03-20T00:00:00Z") });
  return analysisReportSchema.parse(report);
}

const inWindow = (p: ConversationPost) => p.createdAt >= new Date(WINDOW.start) && p.createdAt < new Date(WINDOW.end);
const value = (p: ConversationPost, order: Order) => (order === "created_at" ? p.createdAt.getTime() : p[order === "like_count" ? "likeCount" : order === "repost_count" ? "repostCount" : "replyCount"]);

/** The true top 20 by a full sort of every match: the order descending, then id. */
function trueTop(matches: ConversationPost[], order: Order): string[] {
  return [...matches].sort((a, b) => value(b, order) - value(a, order) || (a.id < b.id ? -1 : 1)).slice(0, 20).map((p) => p.id);
}

function trueSentiment(matches: ConversationPost[]) {
  const count = (label: string) => matches.filter((p) => p.sentimentLabel === label).length;
  return { positive: count("positive"), neutral: count("neutral"), negative: count("negative") };
}

beforeAll(async () => {
  handle = await freshDatabase();
  await seedConversationCorpus(handle.db);
});

const CASES = [
  { name: "a hashtag", query: "#brew", countries: [] as string[], matches: (p: ConversationPost) => p.tagged, expected: 20 },
  { name: "a word", query: "kettle", countries: [], matches: (p: ConversationPost) => p.text.includes("kettle"), expected: 20 },
  { name: "a hashtag or a word", query: "#brew or kettle", countries: [], matches: () => true, expected: 30 },
  { name: "a hashtag or a word in Japan", query: "#brew or kettle", countries: ["Japan"], matches: (p: ConversationPost) => AUTHORS[p.authorId] === "Japan", expected: 12 },
];

describe.each(CASES)("the analysed posts of $name, above the sample cap", ({ query, countries, matches, expected }) => {
  const all = POSTS.filter((p) => inWindow(p) && matches(p));

  it("match every post once", async () => {
    expect(all).toHaveLength(expected);
    const report = await run(query, "like_count", countries);
    expect(report.audience.posts_matched).toBe(expected);
  });

  it("count sentiment exactly over every match, not a sample", async () => {
    const report = await run(query, "like_count", countries);
    const sentiment = distributionSchema.passthrough().parse(report.sections.sentiment_analysis);
    const exact = trueSentiment(all);
    const base = exact.positive + exact.neutral + exact.negative;
    expect(sentiment).toMatchObject({ ...exact, base, analysed: expected, population: expected, sampled: false, coverage: base / expected });
    expect(sentiment.rows.map((r) => [r.label, r.count, r.margin])).toEqual(
      Object.entries(exact).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([label, count]) => [label, count, undefined]),
    );
  });

  it.each(ORDERS)("list the true top posts by %s with their full rows", async (order) => {
    const report = await run(query, order, countries);
    const listed = (report.sections.conversation_posts as { order: string; rows: Record<string, unknown>[] }).rows;
    expect(listed.map((r) => r.id)).toEqual(trueTop(all, order));
    expect(report.sections.posts).toEqual(report.sections.conversation_posts);
    const first = POSTS.find((p) => p.id === listed[0].id)!;
    expect(listed[0]).toMatchObject({ text: first.text, like_count: first.likeCount, reply_count: first.replyCount, author_handle: `h_${first.authorId}`, author_name: `Name ${first.authorId}` });
  });
});

describe("the fixture", () => {
  it("has the figures worked out by hand for #brew (17 of its 20 posts labelled)", () => {
    const all = POSTS.filter((p) => inWindow(p) && p.tagged);
    expect(trueSentiment(all)).toEqual({ positive: 7, neutral: 6, negative: 4 });
    expect(trueTop(all, "like_count").slice(0, 3)).toEqual(["7003", "7025", "7006"]);
  });
});

describe("a post matched by a hashtag and a word", () => {
  it("counts once even when its counts changed since the derived tables were built", async () => {
    // 7000 has #brew and "kettle": its hashtag row (derived) and its post row now disagree on likes.
    await handle.db.execute(sql`update corpus_posts set like_count = 99 where id = '7000'`);
    try {
      const report = await run("#brew or kettle", "like_count");
      expect(report.audience.posts_matched).toBe(30);
      const ids = (report.sections.conversation_posts as { rows: { id: string }[] }).rows.map((r) => r.id);
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      await handle.db.execute(sql`update corpus_posts set like_count = 0 where id = '7000'`);
    }
  });
});
