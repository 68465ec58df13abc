import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { corpusPosts } from "@/lib/server/db/schema";
import { importFile } from "@/lib/server/corpus/import-file";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { refreshDerived } from "@/lib/server/corpus/derived/refresh-derived";
import { generateCorpus } from "@/lib/server/corpus/generate/generate-corpus";
import { LocalDataSource } from "@/lib/server/x/local/local-data-source";
import { searchGroups } from "@/lib/server/x/local/search-query";
import { keywordAuthors } from "@/lib/server/analysis/keyword-authors";
import { freshDatabase } from "../../support/test-db";
import { SAMPLES } from "../../support/corpus";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await freshDatabase();
});
afterAll(async () => handle.close());

/** Posts whose stored words are missing, left over, or differ from their text's words or author. */
async function stale(): Promise<string[]> {
  const found = await queryRows<{ id: string }>(
    handle.db,
    sql`select coalesce(p.id, w.post_id) as id from corpus_posts p full join corpus_post_words w on w.post_id = p.id
        where p.id is null or w.post_id is null or w.words <> to_tsvector('simple', p.text) or w.author_id is distinct from p.author_id order by 1`,
  );
  return found.map((r) => r.id);
}

const count = async (table: "corpus_posts" | "corpus_post_words") =>
  (await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from ${sql.raw(table)}`))[0].n;

const phrase = async (text: string) => (await new LocalDataSource(handle.db).searchRecent(`"${text}"`).all()).map((p) => p.id).sort();

describe("the stored words of posts (corpus_post_words)", () => {
  it("follow every write: import, generation, insert, text edits, deletes and truncation", async () => {
    await importFile(handle.db, path.join(SAMPLES, "brexit.jsonl"));
    await generateCorpus(handle.db, { accounts: 50, posts: 2000, seed: 5, end: new Date("2026-01-01T00:00:00Z"), days: 5 });
    expect(await count("corpus_post_words")).toBeGreaterThan(400);
    expect(await stale()).toEqual([]);
    // The same file again: every post an upsert (an update of unchanged text).
    await importFile(handle.db, path.join(SAMPLES, "brexit.jsonl"));
    expect(await stale()).toEqual([]);

    await handle.db.insert(corpusPosts).values([
      { id: "pw1", authorId: "1", text: "a kettle on the boil", createdAt: new Date("2026-01-02T00:00:00Z"), origin: "test" },
      { id: "pw2", authorId: "1", text: "tea for two", createdAt: new Date("2026-01-02T01:00:00Z"), origin: "test" },
    ]);
    expect(await phrase("on the boil")).toEqual(["pw1"]);
    await handle.db.execute(sql`update corpus_posts set text = 'off the boil now' where id = 'pw1'`);
    await handle.db.execute(sql`update corpus_posts set like_count = like_count + 1 where id = 'pw2'`);
    await handle.db.execute(sql`update corpus_posts set author_id = '2' where id = 'pw2'`);
    expect(await stale()).toEqual([]);
    expect(await phrase("on the boil")).toEqual([]);
    expect(await phrase("off the boil")).toEqual(["pw1"]);

    await handle.db.execute(sql`delete from corpus_posts where id = 'pw1'`);
    expect(await stale()).toEqual([]);
    expect(await phrase("off the boil")).toEqual([]);
    expect(await count("corpus_post_words")).toBe(await count("corpus_posts"));

    // A keyword audience of words and phrases reads its authors beside the stored words: the same
    // authors as searching the posts (one-word groups read the derived word authors, refreshed here).
    await refreshDerived(handle.db);
    for (const query of ["today think", '"next level"', "today -think", '"next level" -honestly', 'today OR "next level"', "brexit -today", "today lang:en"]) {
      const searched = await queryRows<{ id: string }>(
        handle.db,
        sql`select distinct p.author_id as id from corpus_posts p where (${sql.join(searchGroups(query).map((g) => ("cond" in g ? g.cond : sql`false`)), sql` or `)}) and p.author_id is not null order by 1`,
      );
      const { authors } = await keywordAuthors(handle.db, query);
      const read = await queryRows<{ id: string }>(handle.db, sql`select distinct id from (${authors}) a order by 1`);
      expect(read, query).toEqual(searched);
      if (!query.includes("next level")) expect(searched.length, query).toBeGreaterThan(0);
    }

    await handle.db.execute(sql`truncate corpus_posts cascade`);
    expect(await count("corpus_post_words")).toBe(0);
  });
});
