import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { LocalDataSource } from "@/lib/server/x/local/local-data-source";
import { runAnalysis } from "@/lib/server/analysis/run-analysis";
import { analysisQuerySchema, analysisReportSchema, distributionSchema } from "@/lib/schemas/analysis";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { SAMPLE_BUCKETS, SAMPLE_MARGIN, SAMPLED_MATCHES_PER_CAP } from "@/lib/server/analysis/conversation-matches";
import { freshDatabase } from "@/tests/support/test-db";
import { AUTHORS, POSTS, WINDOW, seedConversationCorpus, type ConversationPost } from "@/tests/support/conversation-corpus";

let handle: DatabaseHandle;
const ORDERS = ["like_count", "repost_count", "reply_count", "created_at"] as const;
type Order = (typeof ORDERS)[number];

/** A conversation report with a sample cap of 4 posts (far below the matches) or another. */
async function run(query: string, order: Order, countries: string[] = [], cap = 4) {
  const q = analysisQuerySchema.parse({ type: "conversation", query, ...WINDOW, order, countries });
  const report = await runAnalysis(handle.db, new LocalDataSource(handle.db), q, { fresh: true, cap, detailCap: 4, now: new Date("2026-03-20T00:00:00Z") });
  return analysisReportSchema.parse(report);
}

const inWindow = (p: ConversationPost) => p.createdAt >= new Date(WINDOW.start) && p.createdAt < new Date(WINDOW.end);
const value = (p: ConversationPost, order: Order) => (order === "created_at" ? p.createdAt.getTime() : p[order === "like_count" ? "likeCount" : order === "repost_count" ? "repostCount" : "replyCount"]);

/** The true top 20 by a full sort of every match: the order descending, then id. */
function trueTop(matches: ConversationPost[], order: Order): string[] {
  return [...matches].sort((a, b) => value(b, order) - value(a, order) || (a.id < b.id ? -1 : 1)).slice(0, 20).map((p) => p.id);
}

/**
 * The posts a report ranks for its listing: every match up to SAMPLED_MATCHES_PER_CAP x cap, above it
 * the matches in the first k sampling buckets (hashtext of the id), k for SAMPLE_MARGIN x cap of them.
 */
async function listedFrom(matches: ConversationPost[], cap: number): Promise<ConversationPost[]> {
  if (matches.length <= SAMPLED_MATCHES_PER_CAP * cap) return matches;
  const k = Math.min(SAMPLE_BUCKETS, Math.ceil((SAMPLE_BUCKETS * SAMPLE_MARGIN * cap) / matches.length));
  const found = await queryRows<{ id: string }>(handle.db, sql`select id from unnest(${sql.param(matches.map((p) => p.id))}::text[]) id where (hashtext(id) & ${SAMPLE_BUCKETS - 1}) < ${k}`);
  const sampled = new Set(found.map((r) => r.id));
  return matches.filter((p) => sampled.has(p.id));
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

  it.each(ORDERS)("list the true top posts by %s with their full rows, up to twice the cap", async (order) => {
    const cap = Math.ceil(expected / SAMPLED_MATCHES_PER_CAP);
    const report = await run(query, order, countries, cap);
    const listed = (report.sections.conversation_posts as { order: string; rows: Record<string, unknown>[] }).rows;
    expect(listed.map((r) => r.id)).toEqual(trueTop(all, order));
    expect(report.sections.conversation_posts).not.toHaveProperty("sampled_posts");
    expect(report.sections.posts).toEqual(report.sections.conversation_posts);
    const first = POSTS.find((p) => p.id === listed[0].id)!;
    expect(listed[0]).toMatchObject({ text: first.text, like_count: first.likeCount, reply_count: first.replyCount, author_handle: `h_${first.authorId}`, author_name: `Name ${first.authorId}` });
  });

  it.each(ORDERS)("above twice the cap, list the top posts by %s of a random sample of the matches, and say so", async (order) => {
    const sample = await listedFrom(all, 4);
    expect(sample.length).toBeLessThan(all.length);
    const report = await run(query, order, countries, 4);
    const listed = report.sections.conversation_posts as { order: string; rows: Record<string, unknown>[]; sampled_posts?: number; matched_posts?: number };
    expect(listed.rows.map((r) => r.id)).toEqual(trueTop(sample, order));
    expect(listed).toMatchObject({ sampled_posts: sample.length, matched_posts: expected });
    expect(report.sections.posts).toEqual(report.sections.conversation_posts);
    expect(report.audience.posts_matched).toBe(expected);
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
