import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { refreshDerived } from "@/lib/server/corpus/derived/refresh-derived";
import { bumpCorpusVersion } from "@/lib/server/corpus/corpus-version";
import { conversationMatches } from "@/lib/server/analysis/conversation-matches";
import { commonWordConversation } from "@/lib/server/analysis/common-word-conversation";
import { sampledBuckets } from "@/lib/server/analysis/common-word-listing";
import type { TimeWindow } from "@/lib/domain/analysis/time-window";
import { freshDatabase } from "@/tests/support/test-db";
import { seedConversationCorpus } from "@/tests/support/conversation-corpus";
import { conversationInMemory } from "@/tests/support/conversation-in-memory";

let handle: DatabaseHandle;
const SEED = 3;
const CAP = 3;

/**
 * Posts ranked ahead of every "kettle" and "teapot" post by each count (and newer). The three words
 * take the listing's three ways: "filler" (most posts) walks each order and finds its 20 at once;
 * "teapot" (5% of posts) is common enough to walk, but its walks meet their bound first and its
 * matches are ranked; "kettle" (20 posts) is ranked without a walk.
 */
const FILLER = 10_500;
const TEAPOTS = 600;

beforeAll(async () => {
  handle = await freshDatabase();
  await seedConversationCorpus(handle.db);
  await handle.db.execute(sql`insert into corpus_posts (id, author_id, text, created_at, lang, origin, like_count, repost_count, reply_count, sentiment_label)
    select (800000 + i)::text, 'a' || (1 + i % 5), 'filler post number ' || i, timestamptz '2026-03-02 00:00:00+00' + i * interval '1 second', 'en', 'test', 50 + i % 7, 50 + i % 5, 50 + i % 3, 'neutral'
    from generate_series(1, ${FILLER}) i`);
  await handle.db.execute(sql`insert into corpus_posts (id, author_id, text, created_at, lang, origin, like_count, repost_count, reply_count, sentiment_label)
    select (900000 + i)::text, 'a' || (1 + i % 4), 'the teapot whistles', timestamptz '2026-02-21 00:00:00+00' + i * interval '30 minutes', 'en', 'test', i % 9, i % 4, i % 2,
           (array['positive', 'neutral', 'negative', null])[1 + i % 4]
    from generate_series(1, ${TEAPOTS}) i`);
  await handle.db.execute(sql`analyze corpus_posts`);
  await bumpCorpusVersion(handle.db);
  // Every word gets daily counts here (a real corpus keeps them for words of 200+ posts).
  await refreshDerived(handle.db, { seed: SEED, cap: CAP }, 1);
});

const WINDOWS: Record<string, TimeWindow> = {
  "whole days": { start: new Date("2026-02-20T00:00:00Z"), end: new Date("2026-03-10T00:00:00Z") },
  "partial first and last days": { start: new Date("2026-02-21T05:30:00Z"), end: new Date("2026-03-05T07:15:00Z") },
  "weeks with partial days": { start: new Date("2025-06-01T12:00:00Z"), end: new Date("2026-03-10T09:00:00Z") },
  months: { start: new Date("2020-01-01T00:00:00Z"), end: new Date("2026-04-10T00:00:00Z") },
};

describe("a conversation on one common word, answered without searching every match", () => {
  describe.each(Object.entries(WINDOWS))("over %s", (_, window) => {
    it.each(["kettle", "teapot", "filler"])("gives every figure of a search of every match for %s, and a post sample from the sampled buckets", async (word) => {
      // A sample as large as the matches is drawn from all of them.
      const all = await commonWordConversation(handle.db, word, window, { cap: 20_000, seed: SEED });
      expect(all!.posts).toEqual((await conversationInMemory(handle.db, word, window, { countries: [], cap: 20_000, seed: SEED })).posts);
      const got = await commonWordConversation(handle.db, word, window, { cap: CAP, seed: SEED });
      expect(got).not.toBeNull();
      const n = got!.posts.population;
      const expected = await conversationInMemory(handle.db, word, window, { countries: [], cap: CAP, seed: SEED, sampledBuckets: sampledBuckets(n, CAP) });
      expect(got!.posts).toEqual(expected.posts);
      expect(got!.authors).toEqual(expected.authors);
      expect(got!.facts.volume).toEqual({ unit: expected.unit, counts: expected.counts });
      expect(got!.facts.sentiment).toEqual(expected.sentiment);
      expect(got!.facts.top).toEqual(expected.top);
      // The report's entry point takes this path.
      expect(await conversationMatches(handle.db, word, window, { countries: [], cap: CAP, seed: SEED })).toEqual(got);
      // A smaller post sample (the sections read the detail cap of it) searches fewer buckets.
      const fewer = await commonWordConversation(handle.db, word, window, { cap: CAP, seed: SEED, postCap: 2 });
      const sampled = await conversationInMemory(handle.db, word, window, { countries: [], cap: CAP, postCap: 2, seed: SEED, sampledBuckets: sampledBuckets(n, 2) });
      expect(fewer!.posts).toEqual(sampled.posts);
      expect(fewer!.authors).toEqual(expected.authors);
    });
  });

  it("ranks every match when a walk meets its bound first (a common word whose posts are the least liked and the oldest)", async () => {
    const window = WINDOWS["whole days"];
    const got = await commonWordConversation(handle.db, "teapot", window, { cap: CAP, seed: SEED });
    const expected = await conversationInMemory(handle.db, "teapot", window, { countries: [], cap: CAP, seed: SEED });
    expect(got!.posts.population).toBe(TEAPOTS);
    expect(got!.facts.top).toEqual(expected.top);
    expect(got!.facts.top.like_count).toHaveLength(20);
  });

  it("gives empty figures for a window without the word's posts", async () => {
    const empty = { start: new Date("2024-01-01T00:00:00Z"), end: new Date("2024-02-01T00:00:00Z") };
    const got = await commonWordConversation(handle.db, "teapot", empty, { cap: CAP, seed: SEED });
    expect(got).toMatchObject({ posts: { population: 0, ids: [] }, authors: { population: 0, ids: [] }, facts: { sentiment: [], top: { like_count: [], created_at: [] } } });
    expect(got!.facts.volume.counts.size).toBe(0);
  });

  it("leaves to the full search what it cannot answer exactly", async () => {
    const window = WINDOWS["whole days"];
    const o = { cap: CAP, seed: SEED };
    expect(await commonWordConversation(handle.db, "#brew", window, o)).toBeNull();
    expect(await commonWordConversation(handle.db, "kettle or teapot", window, o)).toBeNull();
    expect(await commonWordConversation(handle.db, '"the kettle"', window, o)).toBeNull();
    expect(await commonWordConversation(handle.db, "kettle", window, { cap: CAP, seed: SEED + 1 })).toBeNull();
    const hours = { start: new Date("2026-03-01T00:00:00Z"), end: new Date("2026-03-01T20:00:00Z") };
    expect(await commonWordConversation(handle.db, "kettle", hours, o)).toBeNull();
    // A country filter goes to the full search too, with the same figures as before.
    const japan = await conversationMatches(handle.db, "kettle", window, { countries: ["Japan"], cap: CAP, seed: SEED });
    expect(japan.posts).toEqual((await conversationInMemory(handle.db, "kettle", window, { countries: ["Japan"], cap: CAP, seed: SEED })).posts);
  });
});
