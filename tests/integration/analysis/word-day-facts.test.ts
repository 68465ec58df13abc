import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "@/lib/server/db/client";
import { generateCorpus } from "@/lib/server/corpus/generate/generate-corpus";
import { importFile } from "@/lib/server/corpus/import-file";
import { refreshDerived } from "@/lib/server/corpus/derived/refresh-derived";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { bumpCorpusVersion } from "@/lib/server/corpus/corpus-version";
import { wordDayFacts } from "@/lib/server/analysis/word-day-facts";
import { bucketStart, type SeriesGranularity, type TimeWindow } from "@/lib/domain/analysis/time-window";
import { freshDatabase } from "@/tests/support/test-db";

// Terms of TERM_MIN posts or more get daily counts.
const TERM_MIN = 25;
const END = new Date("2026-03-01T00:00:00Z");
const DAY = 86_400_000;
const refresh = (db: Database) => refreshDerived(db, { seed: 5, cap: 50 }, TERM_MIN);

let handle: DatabaseHandle;
let dir: string;
/** The most used word, a word used by exactly TERM_MIN posts (or the rarest with daily counts), and one under TERM_MIN. */
let common: string;
let atThreshold: string;
let rare: string;

/** The facts computed from every match: each matching post of corpus_posts read, bucketed and counted here. */
async function fromEveryMatch(word: string, window: TimeWindow, unit: SeriesGranularity) {
  const rows = await queryRows<{ at: number; label: string | null }>(
    handle.db,
    sql`select extract(epoch from created_at)::float8 * 1000 as at, sentiment_label as label from corpus_posts
        where to_tsvector('simple', text) @@ phraseto_tsquery('simple', ${word})
          and created_at >= ${window.start.toISOString()}::timestamptz and created_at < ${window.end.toISOString()}::timestamptz`,
  );
  const volume = new Map<number, number>();
  const labels = new Map<string, number>();
  for (const r of rows) {
    const b = bucketStart(new Date(Number(r.at)), unit).getTime();
    volume.set(b, (volume.get(b) ?? 0) + 1);
    if (r.label === "positive" || r.label === "neutral" || r.label === "negative") labels.set(r.label, (labels.get(r.label) ?? 0) + 1);
  }
  return {
    n: rows.length,
    volume: [...volume].sort((a, b) => a[0] - b[0]),
    sentiment: [...labels].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([label, count]) => ({ label, count })),
  };
}

async function fromDays(query: string, window: TimeWindow, unit: SeriesGranularity) {
  const f = await wordDayFacts(handle.db, query, window, unit);
  return f && { n: f.n, volume: [...f.volume].sort((a, b) => a[0] - b[0]), sentiment: f.sentiment };
}

const at = (ms: number) => new Date(ms);
/** Windows over the corpus's 40 days: on midnights, with partial first and last days, inside one day, across a month's end, and empty. */
const windows = (): TimeWindow[] => {
  const start = END.getTime() - 40 * DAY;
  return [
    { start: at(start), end: at(END.getTime()) },
    { start: at(start - 3 * DAY + 5_000), end: at(END.getTime() + DAY) },
    { start: at(start + 2 * DAY + 3_600_000), end: at(END.getTime() - 4 * DAY - 7_200_000) },
    { start: at(END.getTime() - 9 * DAY - 1), end: at(END.getTime() - 2 * DAY + 1) },
    { start: at(END.getTime() - 5 * DAY + 60_000), end: at(END.getTime() - 5 * DAY + 20 * 3_600_000) },
    { start: at(Date.parse("2026-01-30T12:00:00Z")), end: at(Date.parse("2026-02-03T06:00:00Z")) },
    { start: at(END.getTime() - 3 * DAY), end: at(END.getTime() - 3 * DAY) },
  ];
};
const UNITS: SeriesGranularity[] = ["day", "week", "month"];

/** For each word, window and granularity: the reader's facts, which must equal those counted from every match. */
async function expectEqualEverywhere(words: string[]) {
  const found: unknown[] = [];
  const expected: unknown[] = [];
  for (const word of words) {
    for (const w of windows()) {
      for (const unit of UNITS) {
        const label = `${word} ${w.start.toISOString()}..${w.end.toISOString()} ${unit}`;
        found.push({ label, facts: await fromDays(word, w, unit) });
        expected.push({ label, facts: await fromEveryMatch(word, w, unit) });
      }
    }
  }
  expect(found).toEqual(expected);
}

beforeAll(async () => {
  handle = await freshDatabase();
  dir = mkdtempSync(path.join(tmpdir(), "murmur-word-days-"));
  await generateCorpus(handle.db, { accounts: 80, posts: 1500, seed: 11, days: 40, end: END });
  // Posts without a sentiment label, and with a label the sentiment section does not count, are counted in n and volume only.
  await handle.db.execute(sql`update corpus_posts set sentiment_label = case when hashtext(id) % 3 = 0 then null else 'mixed' end where hashtext(id) % 7 = 0`);
  expect((await refresh(handle.db)).mode).toBe("full");
  const terms = await queryRows<{ term: string; posts: number }>(
    handle.db,
    sql`select t.term, t.posts from corpus_term_totals t where t.term ~ '^[a-z]+$'
          and not exists (select 1 from corpus_post_entities e where e.kind = 'hashtag' and e.value = t.term) order by t.posts desc, t.term`,
  );
  common = terms[0].term;
  const present = terms.filter((t) => t.posts >= TERM_MIN);
  atThreshold = (present.find((t) => t.posts === TERM_MIN) ?? present[present.length - 1]).term;
  rare = terms.find((t) => t.posts < TERM_MIN && t.posts > 3)!.term;
}, 300_000);
afterAll(async () => handle.close());

describe("a one-word conversation's facts from daily counts", () => {
  it("equal the facts of every match for a common word and one at the threshold, in every window and granularity", async () => {
    await expectEqualEverywhere([common, atThreshold]);
    // Not all empty: the common word is in many posts, with labels of all three kinds.
    const whole = await fromDays(common, windows()[0], "day");
    expect(whole!.n).toBeGreaterThan(100);
    expect(whole!.sentiment.map((s) => s.label)).toEqual(["negative", "neutral", "positive"]);
    expect(whole!.n).toBeGreaterThan(whole!.sentiment.reduce((sum, s) => sum + s.count, 0));
  }, 300_000);

  it("read the whole days from the table and search only the partial ones", async () => {
    const window = windows()[2];
    const before = await fromDays(common, window, "month");
    await handle.db.execute(sql`update corpus_term_days set word_posts = word_posts + 10, word_neutral = word_neutral + 10 where term = ${common}`);
    try {
      const tampered = await fromDays(common, window, "month");
      // The 32 whole days between the partial first and last ones (the word is used every day).
      expect(tampered!.n).toBe(before!.n + 320);
      expect(tampered!.sentiment.find((s) => s.label === "neutral")!.count).toBe(before!.sentiment.find((s) => s.label === "neutral")!.count + 320);
    } finally {
      await handle.db.execute(sql`update corpus_term_days set word_posts = word_posts - 10, word_neutral = word_neutral - 10 where term = ${common}`);
    }
  });

  it("answer null for what they cannot count exactly", async () => {
    const w = windows()[0];
    expect(await fromDays(rare, w, "day")).toBeNull();
    expect(await fromDays(common, w, "hour")).toBeNull();
    expect(await fromDays(common, w, "minute")).toBeNull();
    for (const query of [`${common} ${atThreshold}`, `${common} OR ${atThreshold}`, `"${common} ${atThreshold}"`, `${common} -${atThreshold}`, `${common} lang:en`, `#${common}`, `-${common}`, "x²x"]) {
      expect({ query, facts: await fromDays(query, w, "day") }).toEqual({ query, facts: null });
    }
    // A word any case, as the search matches it.
    expect(await fromDays(common.toUpperCase(), w, "week")).toEqual(await fromEveryMatch(common, w, "week"));
  });
});

describe("after an incremental refresh", () => {
  const post = (id: string, text: string, createdAt: string) => ({ id, text, author_id: "acc-new", created_at: createdAt });
  const importPosts = async (name: string, posts: ReturnType<typeof post>[]) => {
    const file = path.join(dir, name);
    writeFileSync(file, JSON.stringify({ data: posts }) + "\n");
    await importFile(handle.db, file);
  };

  it("equal the facts of every match when posts are added, a rare word reaching the threshold", async () => {
    const [{ n }] = await queryRows<{ n: number }>(handle.db, sql`select posts as n from corpus_term_totals where term = ${rare}`);
    const added = Array.from({ length: TERM_MIN - n + 3 }, (_, i) =>
      post(`new-${i}`, `${i % 2 ? "Great" : "Awful"} ${rare} and ${common} ${i % 3 ? "" : atThreshold}`, new Date(END.getTime() - (i % 12) * DAY - i * 3_600_000).toISOString()),
    );
    await importPosts("new.jsonl", added);
    expect((await refresh(handle.db)).mode).toBe("incremental");
    await expectEqualEverywhere([common, atThreshold, rare]);
  }, 300_000);

  it("equal the facts of every match when posts written again move their sentiment labels (a full rebuild)", async () => {
    // Posts stored with labels their import would not give them: importing them again restores those labels.
    const moved = await queryRows<{ id: string }>(handle.db, sql`select id from corpus_posts where id like 'new-%' order by id limit 8`);
    await handle.db.execute(sql`update corpus_posts set sentiment_label = case sentiment_label when 'positive' then 'negative' when 'negative' then null else 'positive' end
      where id in (select unnest(${sql.param(moved.map((m) => m.id))}::text[]))`);
    await bumpCorpusVersion(handle.db);
    expect((await refresh(handle.db)).mode).toBe("full");
    const before = await fromDays(common, windows()[0], "week");
    await importFile(handle.db, path.join(dir, "new.jsonl"));
    expect((await refresh(handle.db)).mode).toBe("full");
    const after = await fromDays(common, windows()[0], "week");
    expect(after!.sentiment).not.toEqual(before!.sentiment);
    await expectEqualEverywhere([common, rare]);
  }, 300_000);

  it("equal the facts of every match when the same posts are imported again (an incremental refresh)", async () => {
    await importFile(handle.db, path.join(dir, "new.jsonl"));
    expect((await refresh(handle.db)).mode).toBe("incremental");
    await expectEqualEverywhere([common, rare]);
  }, 300_000);
});
