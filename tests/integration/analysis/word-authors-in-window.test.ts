import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "@/lib/server/db/client";
import { corpusAccounts, corpusPosts } from "@/lib/server/db/schema";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { bumpCorpusVersion } from "@/lib/server/corpus/corpus-version";
import { BatchChanges, logChanges } from "@/lib/server/corpus/change-log";
import { refreshDerived } from "@/lib/server/corpus/derived/refresh-derived";
import { conversationMatches } from "@/lib/server/analysis/conversation-matches";
import { wordAuthorsInWindow } from "@/lib/server/analysis/word-authors-in-window";
import type { TimeWindow } from "@/lib/domain/analysis/time-window";
import { config } from "@/lib/server/config";
import { freshDatabase } from "@/tests/support/test-db";

let handle: DatabaseHandle;
const SEED = 3;
const refresh = () => refreshDerived(handle.db, { seed: SEED, cap: 2 });

// hashtext('3:K41356') = hashtext('3:k15101'): a tie of the sampling hash, broken by the id in "C"
// order (K before k), where a case-blind collation would put k15101 first.
const TIED = ["K41356", "k15101"];
const AUTHORS = [...Array.from({ length: 12 }, (_, i) => `u${i + 1}`), ...TIED];
const DAY0 = Date.UTC(2026, 2, 1);
const HOUR = 3_600_000;

/** 90 posts over ten days (about every 2.7 hours): "kettle" in most, "steam" in a third, "teapot" by few. */
const POSTS = Array.from({ length: 90 }, (_, i) => {
  const words = [i % 4 !== 3 ? "kettle" : "cup", i % 3 === 0 ? "steam" : "water", i % 13 === 0 ? "teapot" : "on"];
  return { id: String(9000 + i), authorId: AUTHORS[(i * 5) % 12], text: `The ${words.join(" ")} again`, createdAt: new Date(DAY0 + i * 2.7 * HOUR + 17 * 60_000) };
});
// The tied pair write "teapot" (and "kettle"); a post without a time, one without an author.
const EXTRA = [
  { id: "9500", authorId: TIED[0], text: "kettle teapot", createdAt: new Date(DAY0 + 4 * 24 * HOUR + 3 * HOUR) },
  { id: "9501", authorId: TIED[1], text: "teapot time", createdAt: new Date(DAY0 + 6 * 24 * HOUR + 20 * HOUR) },
  { id: "9502", authorId: "u3", text: "kettle without a time", createdAt: null },
  { id: "9503", authorId: null, text: "kettle without an author", createdAt: new Date(DAY0 + 2 * 24 * HOUR) },
];

const at = (day: number, hours = 0) => new Date(DAY0 + day * 24 * HOUR + hours * HOUR);
const WINDOWS: Record<string, TimeWindow> = {
  "whole days": { start: at(2), end: at(7) },
  "partial edges": { start: at(1, 5.5), end: at(8, 13.25) },
  "a partial first day only": { start: at(3, 22), end: at(6) },
  "inside one day": { start: at(3, 2), end: at(3, 20) },
  "across one midnight": { start: at(3, 20), end: at(4, 5) },
  "the whole corpus": { start: new Date("2020-01-01T00:00:00Z"), end: new Date("2027-01-01T00:00:00Z") },
  "before any post": { start: new Date("2025-01-01T00:00:00Z"), end: new Date("2025-02-01T00:00:00Z") },
};
const WORDS = ["kettle", "steam", "teapot", "Kettle"];
const CAPS = [1, 3, 1000];

/** Insert posts as one import batch does: a new corpus version with the posts logged for the incremental refresh. */
async function importPosts(db: Database, posts: { id: string; authorId: string | null; text: string; createdAt: Date | null }[]) {
  await db.transaction(async (tx) => {
    await tx.insert(corpusPosts).values(posts.map((p) => ({ ...p, lang: "en", origin: "test" })));
    const changes = new BatchChanges();
    changes.posts.push(...posts.map((p) => p.id));
    await logChanges(tx, await bumpCorpusVersion(tx), changes);
  });
}

async function expectSameAsConversation(words: string[], windows: TimeWindow[]) {
  for (const word of words) {
    for (const window of windows) {
      for (const cap of CAPS) {
        const { authors } = await conversationMatches(handle.db, word, window, { countries: [], cap, seed: SEED });
        const got = await wordAuthorsInWindow(handle.db, word, window, { cap, seed: SEED });
        expect(got, `${word} ${window.start.toISOString()}..${window.end.toISOString()} cap ${cap}`).toEqual(authors);
      }
    }
  }
}

beforeAll(async () => {
  handle = await freshDatabase();
  await handle.db.insert(corpusAccounts).values(AUTHORS.map((id) => ({ id, handle: `h_${id}`, name: id, origin: "test" })));
  await importPosts(handle.db, [...POSTS, ...EXTRA]);
  expect((await refresh()).mode).toBe("full");
});

describe("the authors of a one-word conversation in a window, from the word's stored days", () => {
  it.each(Object.entries(WINDOWS))("equal the conversation's authors over %s, for common and rare words and every cap", async (_name, window) => {
    await expectSameAsConversation(WORDS, [window]);
  });

  it("counts the authors of the window and samples the first by hash, as a conversation does", async () => {
    const got = await wordAuthorsInWindow(handle.db, "kettle", WINDOWS["partial edges"], { cap: 1000, seed: SEED });
    expect(got!.population).toBeGreaterThan(5);
    expect(got!.ids).toHaveLength(got!.population);
    const narrow = await wordAuthorsInWindow(handle.db, "teapot", WINDOWS["inside one day"], { cap: 1000, seed: SEED });
    expect(narrow!.population).toBeLessThan(got!.population);
  });

  it("breaks a tie of the sampling hash by the id in C order", async () => {
    const [hashes] = await queryRows<{ a: number; b: number }>(handle.db, sql`select hashtext(${`${SEED}:${TIED[0]}`}) as a, hashtext(${`${SEED}:${TIED[1]}`}) as b`);
    expect(hashes.a).toBe(hashes.b);
    const window = { start: at(4), end: at(7) };
    const got = await wordAuthorsInWindow(handle.db, "teapot", window, { cap: 1000, seed: SEED });
    const tied = got!.ids.filter((id) => TIED.includes(id));
    expect(tied).toEqual(TIED);
    await expectSameAsConversation(["teapot"], [window, { start: at(4, 2), end: at(6, 21) }]);
  });

  it("keeps up with an incremental refresh: new authors, and new days of authors the word has", async () => {
    const before = await wordAuthorsInWindow(handle.db, "kettle", { start: at(10, 1), end: at(13) }, { cap: 1000, seed: SEED });
    await handle.db.insert(corpusAccounts).values({ id: "u99", handle: "h_u99", name: "u99", origin: "test" });
    await importPosts(handle.db, [
      { id: "9600", authorId: "u99", text: "a new kettle", createdAt: at(11, 9) },
      { id: "9601", authorId: "u1", text: "kettle again", createdAt: at(12, 1) },
      { id: "9602", authorId: "u2", text: "steam kettle", createdAt: at(12, 23.5) },
      { id: "9603", authorId: "u4", text: "teapot and steam", createdAt: at(2, 12) },
    ]);
    expect((await refresh()).mode).toBe("incremental");
    const after = await wordAuthorsInWindow(handle.db, "kettle", { start: at(10, 1), end: at(13) }, { cap: 1000, seed: SEED });
    expect(before!.population).toBe(0);
    expect([...after!.ids].sort()).toEqual(["u1", "u2", "u99"]);
    await expectSameAsConversation(WORDS, [...Object.values(WINDOWS), { start: at(11, 10), end: at(12, 23) }, { start: at(9, 3), end: at(13) }]);
  });
});

describe("no answer where the stored days cannot give an exact one", () => {
  it.each(["kettle steam", '"kettle"', "kettle OR steam", "-kettle", "#kettle", "lang:en", "kettle lang:en", "@u1"])("for the query %s", async (query) => {
    expect(await wordAuthorsInWindow(handle.db, query, WINDOWS["partial edges"], { cap: 3, seed: SEED })).toBeNull();
  });

  it("for a word nobody wrote, and for another seed than the table's", async () => {
    expect(await wordAuthorsInWindow(handle.db, "samovar", WINDOWS["partial edges"], { cap: 3, seed: SEED })).toBeNull();
    expect(await wordAuthorsInWindow(handle.db, "kettle", WINDOWS["partial edges"], { cap: 3, seed: SEED + 1 })).toBeNull();
  });
});

describe("after an import the derived tables do not reflect yet", () => {
  it("brings them up to date before answering", async () => {
    const seed = config().ANALYSIS_SAMPLE_SEED;
    const window = { start: at(13), end: at(14, 12) };
    await importPosts(handle.db, [{ id: "9700", authorId: "u5", text: "kettle late", createdAt: at(13, 8) }]);
    const got = await wordAuthorsInWindow(handle.db, "kettle", window, { cap: 10, seed });
    expect(got).toEqual({ population: 1, ids: ["u5"] });
    expect(got).toEqual((await conversationMatches(handle.db, "kettle", window, { countries: [], cap: 10, seed })).authors);
  });
});
