import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { corpusVersion } from "@/lib/server/corpus/corpus-version";
import { importFile, importStream } from "@/lib/server/corpus/import-file";
import { freshDatabase } from "../../support/test-db";
import { SAMPLES, countRows, truncateCorpus } from "../../support/corpus";

let handle: DatabaseHandle;
const dir = mkdtempSync(path.join(tmpdir(), "corpus-bad-"));
const write = (name: string, content: string | Buffer) => {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
};
const post = (id: string, text = "hello world") => JSON.stringify({ data: [{ id, text, author_id: "7", created_at: "2024-01-01T00:00:00.000Z" }], includes: { users: [{ id: "7", username: "seven", name: "Seven" }] } });

beforeAll(async () => {
  handle = await freshDatabase();
});
afterAll(async () => handle.close());
beforeEach(async () => truncateCorpus(handle.db));

describe("bad input", () => {
  it("skips malformed JSON lines with their numbers and keeps the good ones", async () => {
    const file = write("mixed.jsonl", [post("1"), "{not json", "", "[1,2]", post("2"), '{"data": [{"id": "3"}]}'].join("\n"));
    const s = await importFile(handle.db, file);
    expect(s.byKind.post.inserted).toBe(2);
    expect(s.problems.map((p) => p.line)).toEqual([2, 4, 4, 6]);
    expect(s.problems[0].message).toMatch(/^not valid JSON/);
    expect(s.problems[1].message).toBe("expected a JSON object");
    expect(s.problems[3].message).toBe("skipped an object that is neither a post, a user nor a count bucket");
  });

  it("counts a post repeated in one file once, the later copy winning", async () => {
    const file = write("dupes.jsonl", [post("1", "first"), post("1", "second"), post("2")].join("\n"));
    const s = await importFile(handle.db, file);
    expect(s.byKind.post).toEqual({ read: 3, inserted: 2, updated: 0, repeated: 1 });
    expect(await countRows(handle.db, "corpus_posts")).toBe(2);
    const rows = (await handle.db.execute("select text from corpus_posts where id = '1'" as never)) as unknown as { rows: { text: string }[] };
    expect(rows.rows[0].text).toBe("second");
  });

  it("rejects a CSV whose header it does not know, writing nothing", async () => {
    const file = write("wrong.csv", "tweet,when\nhello,yesterday\n");
    await expect(importFile(handle.db, file)).rejects.toThrow('Unrecognised CSV header "tweet,when". Expected columns: created_at,text,url,replies,retweets,favorites,user | created_at,id,screen_name,text | id,created_at,text, or give a column mapping (text=...,created_at=...).');
    expect(await countRows(handle.db, "corpus_posts")).toBe(0);
  });

  it("rejects a UTF-16 file and an unknown encoding with a clear message", async () => {
    const utf16 = write("utf16.csv", Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("id,created_at,text\n1,2020-01-01 00:00:00,hi\n", "utf16le")]));
    await expect(importFile(handle.db, utf16)).rejects.toThrow("The file is UTF-16 encoded; save it as UTF-8 and import it again.");
    const jsonl16 = write("utf16.jsonl", Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(post("1"), "utf16le")]));
    await expect(importFile(handle.db, jsonl16)).rejects.toThrow("The file is UTF-16 encoded");
    await expect(importFile(handle.db, write("x.csv", "id,created_at,text\n"), { encoding: "klingon" })).rejects.toThrow('Unknown text encoding "klingon"');
    expect(await countRows(handle.db, "corpus_posts")).toBe(0);
  });

  it("skips a line that is not UTF-8 and one longer than the line limit", async () => {
    const huge = `{"data": [{"id": "9", "text": "${"x".repeat(33 * 1024 * 1024)}"}]}`;
    const file = write("bytes.jsonl", Buffer.concat([Buffer.from(post("1") + "\n"), Buffer.from([0x7b, 0xff, 0xfe, 0x7d, 0x0a]), Buffer.from(huge + "\n"), Buffer.from(post("2"))]));
    const s = await importFile(handle.db, file);
    expect(s.byKind.post.inserted).toBe(2);
    expect(s.problems).toEqual([
      { line: 2, message: "line is not valid UTF-8 text (save the file as UTF-8)" },
      { line: 3, message: "line is longer than 32 MB" },
    ]);
  });

  it("rejects a file of unknown type and a missing file", async () => {
    await expect(importFile(handle.db, write("notes.txt", "hi"))).rejects.toThrow("Cannot tell the format of notes.txt");
    await expect(importFile(handle.db, path.join(dir, "absent.jsonl"))).rejects.toThrow("does not exist");
  });

  it("a stream that breaks mid-file leaves whole batches only, and the import can run again", async () => {
    const lines = readFileSync(path.join(SAMPLES, "brexit.jsonl"), "utf8").trim();
    const data = JSON.parse(lines).data as { id: string }[];
    const perLine = data.map((p) => JSON.stringify({ data: [p] })).join("\n") + "\n";
    const half = Buffer.from(perLine).subarray(0, Math.floor(perLine.length * 0.6));
    const broken = new Readable({
      read() {
        this.push(half);
        this.destroy(new Error("connection reset"));
      },
    });
    await expect(importStream(handle.db, broken, "broken.jsonl", "x-json", { batchSize: 10 })).rejects.toThrow("connection reset");
    const partial = await countRows(handle.db, "corpus_posts");
    expect(partial % 10).toBe(0);
    const orphans = (await handle.db.execute("select count(*)::int as n from corpus_post_entities e where not exists (select 1 from corpus_posts p where p.id = e.post_id)" as never)) as unknown as { rows: { n: number }[] };
    expect(orphans.rows[0].n).toBe(0);
    const s = await importStream(handle.db, Readable.from([Buffer.from(perLine)]), "again.jsonl", "x-json", { batchSize: 10 });
    expect(s.byKind.post.inserted + s.byKind.post.updated).toBe(100);
    expect(s.byKind.post.updated).toBe(partial);
    expect(await countRows(handle.db, "corpus_posts")).toBe(100);
  });

  it("bumps the corpus version on every import that writes", async () => {
    const before = await corpusVersion(handle.db);
    await importFile(handle.db, write("one.jsonl", post("1")));
    const after = await corpusVersion(handle.db);
    expect(after).toBeGreaterThan(before);
    await importFile(handle.db, write("empty.jsonl", ""));
    expect(await corpusVersion(handle.db)).toBe(after);
  });
});
