import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "@/lib/server/db/client";
import { importFile } from "@/lib/server/corpus/import-file";
import { freshDatabase } from "../../support/test-db";
import { CORPORA, SAMPLES, corpusDigest, countRows, truncateCorpus } from "../../support/corpus";

// Counted independently of the importer (python over the raw files): distinct post ids (data,
// includes.tweets, flattened referenced posts), distinct user ids, count buckets, skipped items,
// problem objects X returned beside the data, compliance delete events.
const X_SAMPLES: Record<string, { posts: number; accounts: number; buckets: number; skipped: number; apiErrors: number }> = {
  "2sets.jsonl": { posts: 276, accounts: 289, buckets: 0, skipped: 0, apiErrors: 1 },
  "brexit.jsonl": { posts: 155, accounts: 177, buckets: 0, skipped: 0, apiErrors: 0 },
  "cashtags.jsonl": { posts: 1, accounts: 1, buckets: 0, skipped: 0, apiErrors: 0 },
  "cotweet.jsonl": { posts: 1, accounts: 1, buckets: 0, skipped: 0, apiErrors: 0 },
  "counts.jsonl": { posts: 0, accounts: 0, buckets: 169, skipped: 0, apiErrors: 0 },
  "edited.jsonl": { posts: 2, accounts: 1, buckets: 0, skipped: 0, apiErrors: 0 },
  "edited_after.jsonl": { posts: 2, accounts: 1, buckets: 0, skipped: 0, apiErrors: 0 },
  "edited_before.jsonl": { posts: 2, accounts: 1, buckets: 0, skipped: 0, apiErrors: 0 },
  "empty.json": { posts: 0, accounts: 0, buckets: 0, skipped: 0, apiErrors: 0 },
  "entities_test.jsonl": { posts: 650, accounts: 612, buckets: 0, skipped: 0, apiErrors: 11 },
  "flat.jsonl": { posts: 164, accounts: 178, buckets: 0, skipped: 0, apiErrors: 0 },
  "geo_tweets.jsonl": { posts: 3, accounts: 4, buckets: 0, skipped: 0, apiErrors: 0 },
  "kpop.jsonl": { posts: 121, accounts: 112, buckets: 0, skipped: 0, apiErrors: 1 },
  "lists.jsonl": { posts: 0, accounts: 0, buckets: 0, skipped: 6, apiErrors: 0 },
  "many_urls.jsonl": { posts: 2, accounts: 1, buckets: 0, skipped: 0, apiErrors: 0 },
  "media_policy_violation_off.jsonl": { posts: 161, accounts: 52, buckets: 0, skipped: 0, apiErrors: 0 },
  "media_policy_violation_on.jsonl": { posts: 160, accounts: 46, buckets: 0, skipped: 0, apiErrors: 0 },
  "media_tweet.jsonl": { posts: 1, accounts: 1, buckets: 0, skipped: 0, apiErrors: 0 },
  "mentions_tweet.jsonl": { posts: 2, accounts: 2, buckets: 0, skipped: 0, apiErrors: 0 },
  "noflat.jsonl": { posts: 164, accounts: 178, buckets: 0, skipped: 0, apiErrors: 1 },
  "quoted_edit.jsonl": { posts: 3, accounts: 2, buckets: 0, skipped: 0, apiErrors: 0 },
  "streaming_output_with_error.jsonl": { posts: 11, accounts: 11, buckets: 0, skipped: 1, apiErrors: 0 },
  "tweets_compliance.jsonl": { posts: 0, accounts: 0, buckets: 0, skipped: 0, apiErrors: 0 },
  "two_tweets.jsonl": { posts: 2, accounts: 2, buckets: 0, skipped: 0, apiErrors: 0 },
  "users.jsonl": { posts: 52, accounts: 91, buckets: 0, skipped: 0, apiErrors: 8 },
  "users_compliance.jsonl": { posts: 0, accounts: 0, buckets: 0, skipped: 0, apiErrors: 0 },
  "verified_type.jsonl": { posts: 1, accounts: 1, buckets: 0, skipped: 0, apiErrors: 0 },
  "withheld.jsonl": { posts: 284, accounts: 591, buckets: 0, skipped: 0, apiErrors: 5 },
};

// CSV rows and distinct authors (python csv module). The two twitter-ratio files are MacRoman
// text, not UTF-8 (1,378 and 492 rows have bytes that are not UTF-8).
// Three ids of the poll file were mangled by a spreadsheet ("7.02608E+17"): those rows are skipped.
const CSV_FILES: Record<string, { posts: number; accounts: number; skipped: number; encoding?: string; author?: string }> = {
  "mayweather-mcgregor_tweets.csv": { posts: 12118, accounts: 11037, skipped: 0 },
  "trump-twitter_realDonaldTrump_poll_tweets.csv": { posts: 445, accounts: 1, skipped: 3, author: "realDonaldTrump" },
  "twitter-ratio_BarackObama.csv": { posts: 3207, accounts: 1, skipped: 0, encoding: "macintosh" },
  "twitter-ratio_realDonaldTrump.csv": { posts: 3232, accounts: 1, skipped: 0, encoding: "macintosh" },
};

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await freshDatabase();
});
afterAll(async () => handle.close());

describe("importing every X API v2 sample", () => {
  it("has a count for every file in the samples folder", async () => {
    const { readdirSync } = await import("node:fs");
    const files = readdirSync(SAMPLES).filter((f) => f.endsWith(".json") || f.endsWith(".jsonl"));
    expect(files.sort()).toEqual(Object.keys(X_SAMPLES).sort());
  });

  for (const [file, want] of Object.entries(X_SAMPLES)) {
    it(`${file}: inserts exactly what the file holds, and a re-import only updates`, async () => {
      await truncateCorpus(handle.db);
      const first = await importFile(handle.db, path.join(SAMPLES, file));
      expect(first.byKind.post.inserted).toBe(want.posts);
      expect(first.byKind.account.inserted).toBe(want.accounts);
      expect(first.byKind.count.inserted).toBe(want.buckets);
      expect(first.skipped).toBe(want.skipped);
      expect(first.apiErrors).toBe(want.apiErrors);
      expect(first.updated).toBe(0);
      expect(await countRows(handle.db, "corpus_posts")).toBe(want.posts);
      expect(await countRows(handle.db, "corpus_accounts")).toBe(want.accounts);
      expect(await countRows(handle.db, "corpus_count_buckets")).toBe(want.buckets);

      const again = await importFile(handle.db, path.join(SAMPLES, file));
      expect(again.inserted).toBe(0);
      expect(again.byKind.post.updated).toBe(want.posts);
      expect(again.byKind.account.updated).toBe(want.accounts);
      expect(await countRows(handle.db, "corpus_posts")).toBe(want.posts);
      expect(await countRows(handle.db, "corpus_accounts")).toBe(want.accounts);
    });
  }

  it("reports the malformed line of the streaming file by its number", async () => {
    const s = await importFile(handle.db, path.join(SAMPLES, "streaming_output_with_error.jsonl"));
    expect(s.problems).toHaveLength(1);
    expect(s.problems[0].line).toBe(8);
    expect(s.problems[0].message).toMatch(/^not valid JSON/);
  });

  it("applies compliance deletions to posts that are in the corpus", async () => {
    await truncateCorpus(handle.db);
    const { writeFileSync, mkdtempSync } = await import("node:fs");
    const dir = mkdtempSync(path.join((await import("node:os")).tmpdir(), "corpus-"));
    await importFile(handle.db, path.join(SAMPLES, "two_tweets.jsonl"));
    const file = path.join(dir, "compliance.jsonl");
    writeFileSync(file, `{"id":"1394735776701816833","action":"delete","created_at":"2021-05-19T00:00:00Z","reason":"deleted"}\n`);
    const s = await importFile(handle.db, file);
    expect(s.deleted).toBe(1);
    expect(await countRows(handle.db, "corpus_posts")).toBe(1);
  });
});

describe("importing the CSV corpora", () => {
  for (const [file, want] of Object.entries(CSV_FILES)) {
    it(`${file}: every row becomes a post, authors become accounts`, async () => {
      await truncateCorpus(handle.db);
      const s = await importFile(handle.db, path.join(CORPORA, file), { encoding: want.encoding, author: want.author });
      expect(s.skipped).toBe(want.skipped);
      expect(s.byKind.post.inserted).toBe(want.posts);
      expect(s.byKind.account.inserted).toBe(want.accounts);
      expect(await countRows(handle.db, "corpus_posts")).toBe(want.posts);
      expect(await countRows(handle.db, "corpus_accounts")).toBe(want.accounts);
      const again = await importFile(handle.db, path.join(CORPORA, file), { encoding: want.encoding, author: want.author });
      expect(again.byKind.post).toMatchObject({ inserted: 0, updated: want.posts });
      expect(await countRows(handle.db, "corpus_posts")).toBe(want.posts);
    }, 300_000);
  }

  it("skips, with line numbers, the rows of a MacRoman file read as UTF-8", async () => {
    await truncateCorpus(handle.db);
    const s = await importFile(handle.db, path.join(CORPORA, "twitter-ratio_realDonaldTrump.csv"));
    expect(s.skipped).toBe(492);
    expect(s.byKind.post.inserted).toBe(3232 - 492);
    expect(s.problems[0]).toEqual({ line: 15, message: "row is not valid UTF-8 text (save the file as UTF-8, or give its encoding)" });
  }, 300_000);
});

/** Every enriched field of every post, entity and account, as one digest. */
const digest = (db: Database) =>
  corpusDigest(db, [
    sql`(select string_agg(concat_ws('|', id, lang, lang_method, keywords::text, sentiment, sentiment_label, sentiment_confidence), ',' order by id) from corpus_posts)`,
    sql`(select string_agg(concat_ws('|', post_id, kind, value, position, start_index, end_index), ',' order by post_id, kind, position) from corpus_post_entities)`,
    sql`(select string_agg(concat_ws('|', id, gender, gender_confidence, age_group, country, city, job_category, interests::text), ',' order by id) from corpus_accounts)`,
  ]);

describe("enrichment in worker threads", () => {
  it("gives the same rows and counts as enrichment in the importing thread", async () => {
    const files = ["entities_test.jsonl", "kpop.jsonl", "users.jsonl"].map((f) => path.join(SAMPLES, f));
    const now = new Date("2026-01-01T00:00:00Z");
    await truncateCorpus(handle.db);
    const inline = [];
    for (const f of files) inline.push(await importFile(handle.db, f, { now, batchSize: 100 }));
    const expected = await digest(handle.db);
    await truncateCorpus(handle.db);
    const pooled = [];
    for (const f of files) pooled.push(await importFile(handle.db, f, { now, batchSize: 100, enrichWorkers: 2 }));
    expect(await digest(handle.db)).toBe(expected);
    expect(pooled.map((s) => s.byKind)).toEqual(inline.map((s) => s.byKind));
    expect(pooled[0].byKind.post.inserted).toBe(650);
  }, 120_000);
});
