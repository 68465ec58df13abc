import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { POST } from "@/app/api/corpus/imports/route";
import { freshDatabase } from "../../support/test-db";
import { CORPORA, SAMPLES, countRows } from "../../support/corpus";
import { signedInCaller } from "../../support/auth";
import { userGroups } from "@/lib/server/db/schema";
import { CORPUS_ADMIN_GROUP } from "@/lib/server/auth/require-group";

let handle: DatabaseHandle;
let signedIn: Record<string, string>;
let outsiderHeaders: Record<string, string>;
beforeAll(async () => {
  handle = await freshDatabase();
  const caller = await signedInCaller("importer@example.com");
  await handle.db.insert(userGroups).values({ userId: caller.userId, name: CORPUS_ADMIN_GROUP });
  const outsider = await signedInCaller("outsider@example.com");
  outsiderHeaders = { cookie: [...outsider.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; "), "x-csrftoken": outsider.cookies.get("murmur-csrf")! };
  const cookie = [...caller.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; ");
  signedIn = { cookie, "x-csrftoken": caller.cookies.get("murmur-csrf")! };
});
afterAll(async () => handle.close());

function post(query: string, body: BodyInit, user: boolean | Record<string, string> = true) {
  const headers = user === true ? signedIn : user === false ? {} : user;
  const req = new NextRequest(`http://localhost/api/corpus/imports/?${query}`, { method: "POST", body, headers, duplex: "half" } as ConstructorParameters<typeof NextRequest>[1]);
  return POST(req, { params: Promise.resolve({}) });
}

describe("POST /api/corpus/imports/", () => {
  it("needs a signed-in caller", async () => {
    const res = await post("name=a.jsonl", "{}", false);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: "Authentication credentials were not provided.", request_id: expect.any(String) });
  });

  it("is only for corpus administrators: other users get 403 and nothing is imported", async () => {
    const res = await post("name=brexit.jsonl", readFileSync(path.join(SAMPLES, "brexit.jsonl")), outsiderHeaders);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: "Only corpus administrators can import data.", request_id: expect.any(String) });
    expect(await countRows(handle.db, "corpus_posts")).toBe(0);
  });

  it("imports an uploaded JSONL file and answers with the summary", async () => {
    const res = await post("name=brexit.jsonl", readFileSync(path.join(SAMPLES, "brexit.jsonl")));
    expect(res.status).toBe(201);
    const s = await res.json();
    expect(s).toMatchObject({ format: "x-json", skipped: 0, byKind: { post: { inserted: 155 }, account: { inserted: 177 } } });
    expect(await countRows(handle.db, "corpus_posts")).toBe(155);
  });

  it("imports a CSV with its author and encoding", async () => {
    const res = await post("name=obama.csv&encoding=macintosh", readFileSync(path.join(CORPORA, "twitter-ratio_BarackObama.csv")));
    expect(res.status).toBe(201);
    expect((await res.json()).byKind.post.inserted).toBe(3207);
  }, 300_000);

  it("answers 400 with the reason for a file it cannot read, and field errors for bad options", async () => {
    const res = await post("name=x.csv", "a,b\n1,2\n");
    expect(res.status).toBe(400);
    expect((await res.json()).detail).toMatch(/^Unrecognised CSV header "a,b"/);
    const bad = await post("name=x.csv&author=not%20a%20handle", "id,created_at,text\n");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ author: ["Enter a valid X handle."], request_id: expect.any(String) });
    const unknown = await post("name=notes.txt", "hello");
    expect(unknown.status).toBe(400);
  });

  it("imports a CSV of any shape through a column mapping, and says what is wrong with a bad mapping", async () => {
    const csv = "body,who,when\nNew trail opened today,trailcrew,2025-05-01 10:00:00\nMuddy but fun,trailcrew,2025-05-02 11:00:00\n";
    const res = await post(`name=trails.csv&map=${encodeURIComponent("text=body,author=who,created_at=when")}`, csv);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ format: "csv:mapped", byKind: { post: { inserted: 2 } } });
    const bad = await post(`name=trails.csv&map=${encodeURIComponent("text=body")}`, csv);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ map: ["The mapping needs created_at (e.g. text=content,created_at=date)."], request_id: expect.any(String) });
  });

  it("refuses a file over the size limit with 413", async () => {
    const big = new Uint8Array(201 * 1024 * 1024);
    const res = await post("name=big.jsonl", big);
    expect(res.status).toBe(413);
    expect((await res.json()).detail).toMatch(/larger than 200 MB/);
  });
});
