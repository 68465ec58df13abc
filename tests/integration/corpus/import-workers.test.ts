import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "@/lib/server/db/client";
import { importFile } from "@/lib/server/corpus/import-file";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { freshDatabase } from "../../support/test-db";
import { SAMPLES, truncateCorpus } from "../../support/corpus";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await freshDatabase();
});
afterAll(async () => handle.close());

/** Every enriched field of every post, entity and account, as one digest. */
async function digest(db: Database): Promise<string> {
  const [r] = await queryRows<{ d: string }>(
    db,
    sql`select md5(
      (select string_agg(concat_ws('|', id, lang, lang_method, keywords::text, sentiment, sentiment_label, sentiment_confidence), ',' order by id) from corpus_posts) ||
      (select string_agg(concat_ws('|', post_id, kind, value, position, start_index, end_index), ',' order by post_id, kind, position) from corpus_post_entities) ||
      (select string_agg(concat_ws('|', id, gender, gender_confidence, age_group, country, city, job_category, interests::text), ',' order by id) from corpus_accounts)
    ) as d`,
  );
  return r.d;
}

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
