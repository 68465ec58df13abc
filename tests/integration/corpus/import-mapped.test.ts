import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { importFile } from "@/lib/server/corpus/import-file";
import { parseColumnMap } from "@/lib/domain/corpus/column-map";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { freshDatabase } from "../../support/test-db";
import { countRows } from "../../support/corpus";

// An export of no known shape: no post ids, its own column names, a retweet written as text,
// author counts beside each post, and two bad rows among good ones.
const CSV = [
  "content,author,publish_date,followers,following,likes",
  "Morning run along the river,riverrunner,2024-03-01 07:15:00,1200,300,5",
  "RT @citymarathon: Registration opens Monday!,riverrunner,2024-03-02 09:00:00,1210,301,0",
  "Registration opens Monday!,citymarathon,2024-03-01 18:00:00,54000,12,40",
  "Rest day,riverrunner,not a date,1210,301,1",
  '"Intervals, then stretching",riverrunner,2024-03-03 06:30:00,1215,302,many',
  "Tempo run done,riverrunner,2024-03-04 06:30:00,1220,305,7",
].join("\n");
const MAP = parseColumnMap("text=content,author=author,created_at=publish_date,followers=followers,following=following,likes=likes");

let handle: DatabaseHandle;
let file: string;
beforeAll(async () => {
  handle = await freshDatabase();
  file = path.join(mkdtempSync(path.join(tmpdir(), "murmur-map-")), "export.csv");
  writeFileSync(file, CSV);
});
afterAll(async () => handle.close());

describe("importing a CSV through a column mapping", () => {
  it("imports the good rows and names the row and column of each bad one", async () => {
    const s = await importFile(handle.db, file, { map: MAP });
    expect(s.format).toBe("csv:mapped");
    expect(s.problems).toEqual([
      { line: 5, message: 'column "publish_date": "not a date" is not a date' },
      { line: 6, message: 'column "likes": "many" is not a whole number' },
    ]);
    // Four good rows, plus the retweeted post the retweet points at.
    expect(s.byKind.post.inserted).toBe(5);
    expect(await countRows(handle.db, "corpus_posts")).toBe(5);
  });

  it("gives posts without ids stable made-up ids: the same file again doubles nothing", async () => {
    const before = await queryRows<{ id: string }>(handle.db, sql`select id from corpus_posts order by id`);
    const again = await importFile(handle.db, file, { map: MAP });
    expect(again.byKind.post.inserted).toBe(0);
    expect(await queryRows<{ id: string }>(handle.db, sql`select id from corpus_posts order by id`)).toEqual(before);
    expect(before.every((p) => /^8\d{18}$/.test(p.id))).toBe(true);
  });

  it("reads RT handle: ... as a repost of a post by that handle", async () => {
    const [rt] = await queryRows<{ text: string; original_text: string; original_author: string; original_created: unknown }>(
      handle.db,
      sql`select p.text, o.text as original_text, a.handle as original_author, o.created_at as original_created
          from corpus_posts p join corpus_posts o on o.id = p.reposted_id join corpus_accounts a on a.id = o.author_id`,
    );
    expect(rt).toEqual({ text: "RT @citymarathon: Registration opens Monday!", original_text: "Registration opens Monday!", original_author: "citymarathon", original_created: null });
  });

  it("keeps each author's latest follower and following counts", async () => {
    const accounts = await queryRows<{ handle: string; followers_count: number; following_count: number }>(
      handle.db,
      sql`select handle, followers_count, following_count from corpus_accounts order by handle`,
    );
    expect(accounts).toEqual([
      { handle: "citymarathon", followers_count: 54000, following_count: 12 },
      { handle: "riverrunner", followers_count: 1220, following_count: 305 },
    ]);
  });

  it("refuses a mapping that names a column the file lacks, writing nothing", async () => {
    const posts = await countRows(handle.db, "corpus_posts");
    await expect(importFile(handle.db, file, { map: parseColumnMap("text=body,created_at=publish_date") })).rejects.toThrow('The file has no column "body"');
    expect(await countRows(handle.db, "corpus_posts")).toBe(posts);
  });
});
