import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { signedInCaller } from "@/tests/support/auth";
import type { Caller } from "@/tests/support/caller";
import { freshDatabase } from "@/tests/support/test-db";
import { SAMPLES, SHARED, countRows } from "@/tests/support/corpus";
import { startXApiStub, type XApiStub } from "@/tests/support/x-api-stub/server";
import * as analyzeQuery from "@/app/api/external/analyze-query/route";

// The live X path end to end: with X_BEARER_TOKEN set, analyze-query fetches from the local X API
// v2 stub (real sample responses over real HTTP), writes them into the corpus, and every section
// is computed from what the stub sent.

type Obj = Record<string, unknown>;
const sample = (file: string) => JSON.parse(readFileSync(path.join(SAMPLES, file), "utf8").split("\n").filter(Boolean)[0]) as { data: Obj[]; includes?: { tweets?: Obj[] } };
const metric = (o: Obj, name: string) => (o.public_metrics as Record<string, number>)[name];

let handle: DatabaseHandle;
let stub: XApiStub;
let caller: Caller;
const ENV = ["X_BEARER_TOKEN", "X_API_BASE_URL", "X_MAX_RATE_LIMIT_WAIT_SECONDS"];

beforeAll(async () => {
  stub = await startXApiStub({ token: "live-test-token", sharedDir: SHARED });
  // Before the first config() read in this file.
  process.env.X_BEARER_TOKEN = "live-test-token";
  process.env.X_API_BASE_URL = stub.url;
  process.env.X_MAX_RATE_LIMIT_WAIT_SECONDS = "0";
  handle = await freshDatabase();
  caller = await signedInCaller("live@example.com");
});

// Test files share one process: later files must get the local corpus again.
afterAll(async () => {
  for (const name of ENV) delete process.env[name];
  await stub.stop();
  await handle.close();
});

const analyze = async (body: Obj) => {
  const res = await caller.call(analyzeQuery.POST, "POST", "/", { body });
  expect(res.status).toBe(201);
  return res.data as { audience: { population: number; sampled: number; posts_matched: number | null }; sections: Record<string, Obj> };
};

describe("analyses over the live X API", () => {
  it("runs a handle analysis on the followers X returned", async () => {
    expect(await countRows(handle.db, "corpus_follows")).toBe(0);
    const followers = sample("users.jsonl").data;
    const ids = new Set(followers.map((u) => u.id as string));
    const report = await analyze({ query_type: "handle", query: "DoDirty78" });

    expect(stub.requests.map((r) => r.path)).toEqual(expect.arrayContaining(["/2/users/by/username/DoDirty78", "/2/users/119369819/followers"]));
    expect(stub.requests.every((r) => r.auth === "Bearer live-test-token" && r.status === 200)).toBe(true);
    expect(await countRows(handle.db, "corpus_follows")).toBe(ids.size);
    expect(report.audience).toMatchObject({ population: ids.size, sampled: ids.size });
    expect(report.sections.profile).toMatchObject({ id: "119369819", handle: "DoDirty78", followers_in_corpus: ids.size });
    const sampled = (report.sections.sample_accounts.rows as Obj[]).map((r) => r.id as string);
    expect(sampled.length).toBeGreaterThan(0);
    expect(sampled.every((id) => ids.has(id))).toBe(true);
    const byFollowers = [...followers].sort((a, b) => metric(b, "followers_count") - metric(a, "followers_count") || String(a.id).localeCompare(String(b.id)));
    const largest = report.sections.largest_followers.rows as Obj[];
    expect(largest.slice(0, 5).map((r) => [r.handle, r.followers_count])).toEqual(byFollowers.slice(0, 5).map((u) => [u.username, metric(u, "followers_count")]));
  });

  it("runs a conversation analysis on the posts X's recent search returned", async () => {
    stub.requests.length = 0;
    // The search pages' posts and the posts they reference (includes.tweets) all land in the corpus.
    const pages = [sample("brexit.jsonl"), sample("kpop.jsonl")];
    const posts = [...new Map(pages.flatMap((p) => [...p.data, ...(p.includes?.tweets ?? [])]).map((p) => [p.id as string, p])).values()];
    const inWindow = (p: Obj) => String(p.created_at) >= "2021-09-22T00:00:00" && String(p.created_at) < "2021-09-23T00:00:00";
    const tagged = posts.filter((p) => inWindow(p) && ((p.entities as { hashtags?: { tag: string }[] })?.hashtags ?? []).some((h) => h.tag.toLowerCase() === "brexit"));
    expect(tagged.length).toBeGreaterThan(3);
    const report = await analyze({ query_type: "conversation", query: "#Brexit", start: "2021-09-22T00:00:00Z", end: "2021-09-23T00:00:00Z" });

    expect(stub.requests.filter((r) => r.path === "/2/tweets/search/recent").map((r) => r.query.query)).toEqual(["#Brexit", "#Brexit"]);
    expect(report.audience.posts_matched).toBe(tagged.length);
    expect(report.audience.population).toBe(new Set(tagged.map((p) => p.author_id)).size);
    const mostLiked = [...tagged].sort((a, b) => metric(b, "like_count") - metric(a, "like_count") || String(a.id).localeCompare(String(b.id)));
    const shown = report.sections.conversation_posts.rows as Obj[];
    expect(shown.map((r) => r.id)).toEqual(mostLiked.slice(0, 20).map((p) => p.id));
    expect(shown[0]).toMatchObject({ text: mostLiked[0].text, like_count: metric(mostLiked[0], "like_count") });
    expect(report.sections.conversation_volume).toMatchObject({ total: tagged.length });
    const sentiment = report.sections.sentiment_analysis as { analysed: number; population: number };
    expect(sentiment.population).toBe(tagged.length);
  });
});
