import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { ensureDerived } from "@/lib/server/corpus/derived/refresh-derived";
import { conversationMatches } from "@/lib/server/analysis/conversation-matches";
import { searchGroups } from "@/lib/server/x/local/search-query";
import type { TimeWindow } from "@/lib/domain/analysis/time-window";
import { freshDatabase } from "@/tests/support/test-db";
import { seedConversationCorpus } from "@/tests/support/conversation-corpus";
import { conversationInMemory } from "@/tests/support/conversation-in-memory";

let handle: DatabaseHandle;
const SEED = 3;

beforeAll(async () => {
  handle = await freshDatabase();
  await seedConversationCorpus(handle.db);
  // Hashtag groups read the derived entity-posts index, as an analysis does after this refresh.
  await ensureDerived(handle.db);
});

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
        const expected = await conversationInMemory(handle.db, query, window, { countries, cap, seed: SEED });
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
    // A smaller post sample is the same ranking's prefix; the author sample keeps its cap.
    const fewer = await conversationMatches(handle.db, "#brew or kettle", WINDOWS.week, { countries: [], cap: 3, postCap: 2, seed: SEED });
    expect(fewer.posts).toEqual({ population: 30, ids: week.posts.ids.slice(0, 2) });
    expect(fewer.authors).toEqual(week.authors);
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
