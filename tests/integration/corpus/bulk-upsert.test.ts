import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "@/lib/server/db/client";
import { bulkUpsert, setExcluded, type BulkColumn } from "@/lib/server/corpus/bulk-upsert";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { freshDatabase } from "../../support/test-db";
import { truncateCorpus } from "../../support/corpus";

// On PostgreSQL these rows travel by COPY (inside a transaction), on PGlite through unnest().
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await freshDatabase();
});
afterAll(async () => handle.close());
beforeEach(async () => truncateCorpus(handle.db));

const COLUMNS: BulkColumn[] = [
  { name: "id", type: "text" }, { name: "author_id", type: "text" }, { name: "text", type: "text" }, { name: "created_at", type: "timestamptz" },
  { name: "keywords", type: "text[]" }, { name: "context_annotations", type: "jsonb" }, { name: "like_count", type: "int" },
  { name: "sentiment", type: "real" }, { name: "possibly_sensitive", type: "bool" }, { name: "lang", type: "text" }, { name: "origin", type: "text" },
];
const UPDATE = setExcluded(COLUMNS.map((c) => c.name).filter((c) => c !== "id"));
const AWKWARD = 'tab\there, new\nline, cr\r, back\\slash \\N "quotes" {braces} 日本語 😀';
const row = (id: string, text = `post ${id}`, likes = 1): unknown[] => [
  id, "7", text, new Date("2024-05-01T10:00:00.000Z"), ["a b", 'say "hi"', "back\\slash", "tab\tin"], [{ note: AWKWARD }], likes, 0.25, true, null, "test",
];

const upsert = (db: Database, rows: unknown[][], fresh = false) =>
  db.transaction(async (tx) => bulkUpsert(tx as unknown as Database, { table: "corpus_posts", columns: COLUMNS, rows, conflict: "id", update: UPDATE, key: "id", fresh }));

const stored = (db: Database) =>
  queryRows<{ id: string; text: string; created_at: Date | string; keywords: string[]; context_annotations: unknown; like_count: number; sentiment: number; possibly_sensitive: boolean; lang: string | null }>(
    db,
    sql`select id, text, created_at, keywords, context_annotations, like_count, sentiment, possibly_sensitive, lang from corpus_posts order by id`,
  );

describe("bulk upsert", () => {
  it("stores every kind of value exactly, tabs, newlines, backslashes and quotes included", async () => {
    const written = await upsert(handle.db, [row("1", AWKWARD), row("2")]);
    expect(written).toEqual([{ key: "1", inserted: true }, { key: "2", inserted: true }]);
    const [first] = await stored(handle.db);
    expect(first).toMatchObject({ id: "1", text: AWKWARD, keywords: ["a b", 'say "hi"', "back\\slash", "tab\tin"], context_annotations: [{ note: AWKWARD }], like_count: 1, sentiment: 0.25, possibly_sensitive: true, lang: null });
    expect(new Date(first.created_at).toISOString()).toBe("2024-05-01T10:00:00.000Z");
  });

  it("updates rows that exist and inserts the others, telling which is which", async () => {
    await upsert(handle.db, [row("1"), row("2")]);
    const written = await upsert(handle.db, [row("1"), row("2", "changed", 9), row("3")]);
    expect(written.sort((a, b) => a.key.localeCompare(b.key))).toEqual([{ key: "1", inserted: false }, { key: "2", inserted: false }, { key: "3", inserted: true }]);
    expect((await stored(handle.db)).map((r) => [r.id, r.text, r.like_count])).toEqual([["1", "post 1", 1], ["2", "changed", 9], ["3", "post 3", 1]]);
  });

  it("rows said to be new that exist after all are upserted, not duplicated or refused", async () => {
    await upsert(handle.db, [row("1")]);
    const written = await upsert(handle.db, [row("1", "again", 5), row("4")], true);
    expect(written.sort((a, b) => a.key.localeCompare(b.key))).toEqual([{ key: "1", inserted: false }, { key: "4", inserted: true }]);
    expect((await stored(handle.db)).map((r) => [r.id, r.text, r.like_count])).toEqual([["1", "again", 5], ["4", "post 4", 1]]);
  });

  it("keeps rows that exist when asked to do nothing on conflict", async () => {
    await upsert(handle.db, [row("1")]);
    const written = await handle.db.transaction(async (tx) =>
      bulkUpsert(tx as unknown as Database, { table: "corpus_posts", columns: COLUMNS, rows: [row("1", "ignored"), row("5")], conflict: "id", key: "id" }),
    );
    expect(written).toEqual([{ key: "5", inserted: true }]);
    expect((await stored(handle.db)).map((r) => r.text)).toEqual(["post 1", "post 5"]);
  });
});
