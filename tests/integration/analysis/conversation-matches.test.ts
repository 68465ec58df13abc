import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { ensureDerived } from "@/lib/server/corpus/derived/refresh-derived";
import { conversationMatches, CONVERSATION_TOP } from "@/lib/server/analysis/conversation-matches";
import { matchesInWindow } from "@/lib/server/analysis/matches";
import { conversationSearch } from "@/lib/server/analysis/query";
import { searchGroups } from "@/lib/server/x/local/search-query";
import { bucketStart, fitGranularity, type TimeWindow } from "@/lib/domain/analysis/time-window";
import { freshDatabase } from "@/tests/support/test-db";
import { seedConversationCorpus } from "@/tests/support/conversation-corpus";

let handle: DatabaseHandle;
const SEED = 3;

beforeAll(async () => {
  handle = await freshDatabase();
  await seedConversationCorpus(handle.db);
  // Hashtag groups read the derived entity-posts index, as an analysis does after this refresh.
  await ensureDerived(handle.db);
});

type Row = { id: string; author_id: string | null; at: number; like_count: number; repost_count: number; reply_count: number; sentiment_label: string | null; ph: number; ah: number | null };

/**
 * What the sections computed before the figures moved into the query: every match read into memory,
 * then sampled by its hash rank, bucketed, counted and ranked there.
 */
async function inMemory(query: string, window: TimeWindow, countries: string[], cap: number) {
  const rank = (c: string) => sql.raw(`hashtext('${SEED}:' || ${c})`);
  const rows = await queryRows<Row>(
    handle.db,
    sql`select m.id, m.author_id, extract(epoch from m.created_at)::float8 * 1000 as at, m.like_count, m.repost_count, m.reply_count, m.sentiment_label,
               ${rank("m.id")} as ph, ${rank("m.author_id")} as ah
        from (${matchesInWindow(conversationSearch(query), window, { facts: true })}) m
        ${countries.length ? sql`join corpus_accounts ca on ca.id = m.author_id and ca.country = any(${sql.param(countries)}::text[])` : sql``}`,
  );
  const byRank = (a: { r: number; id: string }, b: { r: number; id: string }) => a.r - b.r || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const posts = rows.map((r) => ({ r: r.ph, id: r.id })).sort(byRank).slice(0, cap).map((x) => x.id);
  const seen = new Map<string, number>();
  for (const r of rows) if (r.author_id !== null && !seen.has(r.author_id)) seen.set(r.author_id, r.ah!);
  const authors = [...seen].map(([id, r]) => ({ r, id })).sort(byRank).slice(0, cap).map((x) => x.id);
  const unit = fitGranularity(window);
  const counts = new Map<number, number>();
  for (const r of rows) {
    const b = bucketStart(new Date(Number(r.at)), unit).getTime();
    counts.set(b, (counts.get(b) ?? 0) + 1);
  }
  const sentiment = ["negative", "neutral", "positive"]
    .map((label) => ({ label, count: rows.filter((r) => r.sentiment_label === label).length }))
    .filter((s) => s.count > 0);
  const value = { like_count: (r: Row) => r.like_count, repost_count: (r: Row) => r.repost_count, reply_count: (r: Row) => r.reply_count, created_at: (r: Row) => Number(r.at) };
  const top = Object.fromEntries(
    Object.entries(value).map(([order, of]) => [order, [...rows].sort((a, b) => of(b) - of(a) || (a.id < b.id ? -1 : 1)).slice(0, CONVERSATION_TOP).map((r) => r.id)]),
  );
  return { posts: { population: rows.length, ids: posts }, authors: { population: seen.size, ids: authors }, unit, counts, sentiment, top };
}

const WINDOWS: Record<string, TimeWindow> = {
  minute: { start: new Date("2026-03-01T00:00:00Z"), end: new Date("2026-03-01T03:00:00Z") },
  hour: { start: new Date("2026-03-01T00:00:00Z"), end: new Date("2026-03-05T00:00:00Z") },
  day: { start: new Date("2026-02-20T00:00:00Z"), end: new Date("2026-03-10T00:00:00Z") },
  week: { start: new Date("2025-06-01T00:00:00Z"), end: new Date("2026-03-10T00:00:00Z") },
  month: { start: new Date("2020-01-01T00:00:00Z"), end: new Date("2026-04-10T00:00:00Z") },
};

const QUERIES = [
  { query: "#brew", countries: [] as string[] },
  { query: "kettle", countries: [] },
  { query: "#brew or kettle", countries: [] },
  { query: "#brew or kettle", countries: ["Japan"] },
];

describe("a conversation's figures computed in the query", () => {
  describe.each(Object.entries(WINDOWS))("over a window counted by %s", (unit, window) => {
    it.each(QUERIES)("equal those computed in memory from every match of $query $countries", async ({ query, countries }) => {
      for (const cap of [3, 1000]) {
        const expected = await inMemory(query, window, countries, cap);
        const got = await conversationMatches(handle.db, query, window, { countries, cap, seed: SEED });
        expect(expected.unit).toBe(unit);
        expect(got.posts).toEqual(expected.posts);
        expect(got.authors).toEqual(expected.authors);
        expect(got.facts.volume).toEqual({ unit, counts: expected.counts });
        expect(got.facts.sentiment).toEqual(expected.sentiment);
        expect(got.facts.top).toEqual(expected.top);
      }
    });
  });

  it("has matches in every window and a sample below them at the small cap", async () => {
    const week = await conversationMatches(handle.db, "#brew or kettle", WINDOWS.week, { countries: [], cap: 3, seed: SEED });
    expect(week.posts.population).toBe(30);
    expect(week.posts.ids).toHaveLength(3);
    expect(week.authors).toMatchObject({ population: 5 });
    const minute = await conversationMatches(handle.db, "kettle", WINDOWS.minute, { countries: [], cap: 3, seed: SEED });
    expect(minute.posts.population).toBeGreaterThan(0);
    expect([...minute.facts.volume.counts.values()].reduce((a, b) => a + b, 0)).toBe(minute.posts.population);
  });

  it("finds nothing as empty figures", async () => {
    const none = await conversationMatches(handle.db, "teapot", WINDOWS.day, { countries: [], cap: 3, seed: SEED });
    expect(none).toMatchObject({ posts: { population: 0, ids: [] }, authors: { population: 0, ids: [] }, facts: { sentiment: [], top: { like_count: [], created_at: [] } } });
    expect(none.facts.volume.counts.size).toBe(0);
  });
});

describe("an entity beside other terms, looked up by id", () => {
  it.each(["#brew kettle", "kettle -#brew", "#brew -kettle", "#brew lang:en", "#brew OR kettle -#brew", "@nobody kettle"])("matches the same posts as the planner's IN: %s", async (query) => {
    const ids = async (lookup: "in" | "ids") => {
      const groups = searchGroups(query, lookup);
      const conds = groups.map((g) => ("cond" in g ? g.cond : sql`p.id in (select post_id from corpus_post_entities where kind = ${g.entity.kind} and value = ${g.entity.value})`));
      const found = await queryRows<{ id: string }>(handle.db, sql`select p.id from corpus_posts p where ${sql.join(conds, sql` or `)} order by p.id`);
      return found.map((r) => r.id);
    };
    const planned = await ids("in");
    expect(await ids("ids")).toEqual(planned);
    if (!query.startsWith("@")) expect(planned.length).toBeGreaterThan(0);
  });
});
