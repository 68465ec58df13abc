import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { corpusPostEntities, corpusPosts } from "@/lib/server/db/schema";
import { bumpCorpusVersion } from "@/lib/server/corpus/corpus-version";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { refreshDerived } from "@/lib/server/corpus/derived/refresh-derived";
import { matchesInWindow } from "@/lib/server/analysis/matches";
import { countInWindow, countsInWindow } from "@/lib/server/analysis/count-in-window";
import { shareOfVoice } from "@/lib/server/analysis/sections/conversation";
import { sectionContext } from "@/lib/server/analysis/sections/context";
import { freshDatabase } from "@/tests/support/test-db";

let handle: DatabaseHandle;
const at = (s: string) => new Date(s);

/*
 * Four days of posts about "goal": as a word (any case, repeated), as a hashtag in the text, as a
 * hashtag the text lacks (imported entities), on midnights and a millisecond before one, and one
 * without a time. Beside them a phrase, a rare word, a word whose lower case differs between the
 * database and JavaScript, and a hashtag that only one post has as a word.
 */
async function seed() {
  const post = (id: string, text: string, createdAt: string | null) => ({ id, authorId: "1", text, createdAt: createdAt ? at(createdAt) : null, origin: "test" });
  await handle.db.insert(corpusPosts).values([
    post("1", "what a goal", "2026-05-01T00:00:00Z"),
    post("2", "#goal again", "2026-05-01T12:00:00Z"),
    post("3", "great match", "2026-05-01T23:59:59.999Z"),
    post("4", "GOAL GOAL goal", "2026-05-02T06:00:00Z"),
    post("5", "#goal #goal", "2026-05-02T09:30:00Z"),
    post("6", "extra time drama #goal", "2026-05-02T18:00:00Z"),
    post("7", "extra time again", "2026-05-02T19:00:00Z"),
    post("8", "goals galore", "2026-05-02T20:00:00Z"),
    post("9", "penalty miss", "2026-05-03T10:00:00Z"),
    post("10", "İstanbul derby", "2026-05-03T11:00:00Z"),
    post("11", "İstanbul night #İstanbul", "2026-05-03T11:30:00Z"),
    post("12", "tifo display", "2026-05-03T12:00:00Z"),
    post("13", "late goal", "2026-05-03T23:00:00Z"),
    post("14", "goal at midnight", "2026-05-04T00:00:00Z"),
    post("15", "goal #goal", null),
  ]);
  const tag = (postId: string, value: string, position = 0) => ({ postId, kind: "hashtag", value, position, display: value });
  await handle.db.insert(corpusPostEntities).values([
    tag("2", "goal"), tag("3", "goal"), tag("3", "tifo", 1), tag("5", "goal"), tag("5", "goal", 1), tag("6", "goal"),
    tag("10", "i̇stanbul"), tag("11", "i̇stanbul"), tag("15", "goal"),
  ]);
  await bumpCorpusVersion(handle.db);
  await handle.db.execute(sql`delete from corpus_derived_state`);
  // Terms of 2 posts or more get daily counts: "penalty" and "goals" (one post each) do not.
  await refreshDerived(handle.db, undefined, 2);
}

beforeAll(async () => {
  handle = await freshDatabase();
  await seed();
});

/** The count as share of voice read it before daily counts: a live search of the whole window. */
async function liveCount(query: string, window: { start: Date; end: Date }) {
  const [{ n }] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from (${matchesInWindow(query, window)}) s`);
  return n;
}

const days = (term: string) =>
  queryRows<{ day: string; posts: number; hashtag_posts: number }>(handle.db, sql`select day::text, posts, hashtag_posts from corpus_term_days where term = ${term} order by day`);

describe("daily term counts built with the derived tables", () => {
  it("count each post once, by word or hashtag, per UTC day, and leave out rare terms", async () => {
    expect(await days("goal")).toEqual([
      { day: "2026-05-01", posts: 3, hashtag_posts: 2 },
      { day: "2026-05-02", posts: 3, hashtag_posts: 2 },
      { day: "2026-05-03", posts: 1, hashtag_posts: 0 },
      { day: "2026-05-04", posts: 1, hashtag_posts: 0 },
    ]);
    expect(await days("tifo")).toEqual([
      { day: "2026-05-01", posts: 1, hashtag_posts: 1 },
      { day: "2026-05-03", posts: 1, hashtag_posts: 0 },
    ]);
    expect(await days("penalty")).toEqual([]);
    expect(await days("goals")).toEqual([]);
  });
});

describe("share of voice counts from daily counts", () => {
  const points = [
    "2026-04-30T00:00:00Z", "2026-05-01T00:00:00Z", "2026-05-01T00:00:00.001Z", "2026-05-01T23:59:59.999Z", "2026-05-02T00:00:00Z",
    "2026-05-02T09:30:00Z", "2026-05-03T00:00:00Z", "2026-05-03T11:00:00Z", "2026-05-04T00:00:00Z", "2026-05-04T00:00:00.001Z", "2026-05-05T00:00:00Z",
  ].map(at);
  const windows = points.flatMap((start) => points.filter((end) => end > start).map((end) => ({ start, end })));
  const queries = ["goal OR #goal", "#goal", "tifo OR #tifo", "#tifo", '"extra time" OR #extratime', "penalty OR #penalty", "goals OR #goals", "İstanbul OR #İstanbul", "#İstanbul"];

  it("equal the live search for every window, partial days included", async () => {
    const found: string[] = [];
    const expected: string[] = [];
    for (const w of windows) {
      for (const q of queries) {
        const label = `${q} ${w.start.toISOString()}..${w.end.toISOString()}`;
        found.push(`${label} = ${await countInWindow(handle.db, q, w)}`);
        expected.push(`${label} = ${await liveCount(q, w)}`);
      }
    }
    expect(found).toEqual(expected);
    // The grid is not all zeros: the whole corpus window sees every dated "goal" post once.
    expect(await countInWindow(handle.db, "goal OR #goal", { start: points[0], end: points[points.length - 1] })).toBe(8);
  });

  it("come back in one statement for many queries, each equal to its live search", async () => {
    // Daily-count terms, live-only ones, a phrase and a repeated query side by side in one batch.
    const batch = [...queries, "goal OR #goal"];
    for (const w of windows) {
      const live = await Promise.all(batch.map((q) => liveCount(q, w)));
      expect(await countsInWindow(handle.db, batch, w)).toEqual(live);
    }
    expect(await countsInWindow(handle.db, [], windows[0])).toEqual([]);
  });

  it("read the whole days from the table and search only the partial ones", async () => {
    const window = { start: at("2026-05-01T12:00:00Z"), end: at("2026-05-04T00:00:00Z") };
    const before = await countInWindow(handle.db, "goal OR #goal", window);
    await handle.db.execute(sql`update corpus_term_days set posts = posts + 100, hashtag_posts = hashtag_posts + 10 where term = 'goal'`);
    try {
      // Two whole days (05-02, 05-03) come from the (here tampered) table; 05-01 after noon is searched.
      expect(await countInWindow(handle.db, "goal OR #goal", window)).toBe(before + 200);
      expect(await countInWindow(handle.db, "#goal", window)).toBe((await liveCount("#goal", window)) + 20);
      // A window inside one day never reads the table.
      const day = { start: at("2026-05-02T01:00:00Z"), end: at("2026-05-02T23:00:00Z") };
      expect(await countInWindow(handle.db, "goal OR #goal", day)).toBe(3);
    } finally {
      await handle.db.execute(sql`update corpus_term_days set posts = posts - 100, hashtag_posts = hashtag_posts - 10 where term = 'goal'`);
    }
  });

  it("give the section's numbers with keywords on and off", async () => {
    const window = { start: at("2026-05-01T06:00:00Z"), end: at("2026-05-03T12:00:00Z") };
    const audience = { population: 0, ids: [], subject: null, posts: null, window, conversation: null };
    const ctx = sectionContext(handle.db, audience, { cap: 10, seed: 1, detailCap: 10 });
    const counts = async (withKeywords: boolean) =>
      Object.fromEntries((await shareOfVoice(ctx, ["goal", "#tifo", "extra time", "penalty"], withKeywords)).rows.map((r) => [r.label, r.count]));
    // On: goal by word or hashtag (posts 2-6), tifo (3; 12 is at the window's end, outside), the phrase (6, 7), penalty (9).
    expect(await counts(true)).toEqual({ goal: 5, "#tifo": 1, "extra time": 2, penalty: 1 });
    // Off: only the hashtags (goal on 2, 3, 5, 6; tifo on 3).
    expect(await counts(false)).toEqual({ goal: 4, "#tifo": 1, "extra time": 0, penalty: 0 });
  });
});
