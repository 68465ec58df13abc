import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { importFile } from "@/lib/server/corpus/import-file";
import { freshDatabase } from "../../support/test-db";
import { countRows, truncateCorpus } from "../../support/corpus";

const ARCHIVE = path.resolve("tests/fixtures/x-archive");
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await freshDatabase();
});
afterAll(async () => handle.close());

describe("X account archive", () => {
  it("imports the owner, posts and both sides of the follow graph, skipping bad items by number", async () => {
    await truncateCorpus(handle.db);
    const s = await importFile(handle.db, ARCHIVE, { now: new Date("2026-01-01T00:00:00Z") });
    expect(s.byKind.account.inserted).toBe(1);
    expect(s.byKind.post.inserted).toBe(3);
    expect(s.byKind.follow.inserted).toBe(5);
    expect(s.problems).toEqual([
      { line: 3, message: "tweets.js item 3: missing id_str" },
      { line: 4, message: "follower.js item 4: missing follower.accountId" },
    ]);
    const owner = (await handle.db.execute(sql`select handle, country, city, job_category, gender from corpus_accounts`)) as unknown as { rows: Record<string, string>[] };
    expect(owner.rows[0]).toEqual({ handle: "murmur_demo", country: "Japan", city: "Tokyo", job_category: "IT/Tech", gender: "female" });
    const followers = (await handle.db.execute(sql`select count(*)::int as n from corpus_follows where followee_id = '1400000000000000001'`)) as unknown as { rows: { n: number }[] };
    expect(followers.rows[0].n).toBe(3);
    const hashtags = (await handle.db.execute(sql`select value from corpus_post_entities where kind = 'hashtag'`)) as unknown as { rows: { value: string }[] };
    expect(hashtags.rows.map((r) => r.value)).toEqual(["design"]);
  });

  it("imports a single archive file using account.js beside it, idempotently", async () => {
    await truncateCorpus(handle.db);
    const file = path.join(ARCHIVE, "data/following.js");
    const first = await importFile(handle.db, file);
    expect(first.byKind.follow.inserted).toBe(2);
    const again = await importFile(handle.db, file);
    expect(again.byKind.follow).toMatchObject({ inserted: 0, updated: 2 });
    expect(await countRows(handle.db, "corpus_follows")).toBe(2);
  });
});
