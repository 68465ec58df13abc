import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { XDataError } from "@/lib/server/x/errors";
import { LiveDataSource, type Spelling } from "@/lib/server/x/live/live-data-source";
import { XApiClient } from "@/lib/server/x/live/x-api-client";
import { freshDatabase } from "../../support/test-db";
import { SHARED, countRows, truncateCorpus } from "../../support/corpus";
import { startXApiStub, type XApiStub } from "../../support/x-api-stub/server";

// Contract tests: the live adapter over real HTTP against the local X API stub, which checks
// every request against X's OpenAPI document and replays the real sample responses.

let handle: DatabaseHandle;
let stub: XApiStub;
let waits: number[];

function live(o: { spelling?: Spelling; token?: string; maxWaitSeconds?: number; userToken?: string } = {}) {
  const client = new XApiClient({
    bearerToken: o.token ?? "app-token",
    userToken: o.userToken,
    baseUrl: stub.url,
    maxWaitSeconds: o.maxWaitSeconds ?? 30,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
  return new LiveDataSource(client, handle.db, o.spelling ?? "tweet");
}

async function failure(p: Promise<unknown>): Promise<XDataError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof XDataError) return e;
    throw e;
  }
  throw new Error("expected an XDataError");
}

beforeAll(async () => {
  handle = await freshDatabase();
  stub = await startXApiStub({ token: "app-token", userToken: "user-token", sharedDir: SHARED });
});
afterAll(async () => {
  await stub.stop();
  await handle.close();
});
beforeEach(async () => {
  await truncateCorpus(handle.db);
  stub.requests.length = 0;
  waits = [];
});

describe("live X API v2 adapter", () => {
  it("looks a user up by handle with the user fields, and stores the user", async () => {
    const u = await live().userByHandle("DoDirty78");
    expect(u).toMatchObject({ id: "119369819", handle: "DoDirty78", location: "NC", followersCount: 580, postCount: 55186 });
    expect(stub.requests[0]).toMatchObject({ path: "/2/users/by/username/DoDirty78", auth: "Bearer app-token", status: 200 });
    expect(stub.requests[0].query["user.fields"]).toContain("public_metrics");
    expect(await countRows(handle.db, "corpus_accounts")).toBe(1);
  });

  it("turns an unknown handle into not_found and a bad one into invalid without calling X", async () => {
    expect((await failure(live().userByHandle("nobody_here_x"))).kind).toBe("not_found");
    expect((await failure(live().userByHandle("not a handle"))).kind).toBe("invalid");
    expect(stub.requests).toHaveLength(1);
  });

  it("surfaces partial errors of a users lookup beside the users found", async () => {
    const r = await live().usersByHandles(["DoDirty78", "jduc_hoang", "nobody_here_x"]);
    expect(r.items.map((u) => u.handle)).toEqual(["DoDirty78", "jduc_hoang"]);
    expect(r.errors).toEqual([expect.objectContaining({ resourceId: "nobody_here_x", type: "https://api.x.com/2/problems/resource-not-found" })]);
  });

  for (const spelling of ["tweet", "post"] as const) {
    it(`searches recent posts across pages with the ${spelling}.* field names, keeping partial errors`, async () => {
      const pages = [];
      for await (const page of live({ spelling }).searchRecent("brexit", { pageSize: 100, start: new Date("2021-01-01T00:00:00Z") }).pages()) pages.push(page);
      expect(pages.map((p) => p.items.length)).toEqual([100, 100]);
      expect(pages[0].errors).toEqual([]);
      expect(pages[1].errors).toEqual([expect.objectContaining({ resourceId: "leeseunggi", detail: "User has been suspended: [leeseunggi]." })]);
      expect(pages[1].users.length).toBe(112);
      expect(stub.requests.map((r) => r.status)).toEqual([200, 200]);
      expect(stub.requests[0].query[`${spelling}.fields`]).toContain("public_metrics");
      expect(stub.requests[0].query.start_time).toBe("2021-01-01T00:00:00.000Z");
      expect(stub.requests[1].query.next_token).toBe("stub-search-2");
      // brexit.jsonl and kpop.jsonl hold 276 distinct posts and 289 users (data and includes).
      expect(await countRows(handle.db, "corpus_posts")).toBe(276);
      expect(await countRows(handle.db, "corpus_accounts")).toBe(289);
    });
  }

  it("pages followers with pagination tokens and stops at a limit", async () => {
    const all = await live().followers("119369819", { pageSize: 40 }).all();
    expect(all).toHaveLength(96);
    expect(stub.requests.map((r) => r.query.pagination_token)).toEqual([undefined, "stub-40", "stub-80"]);
    stub.requests.length = 0;
    const some = await live().following("119369819", { pageSize: 40, limit: 50 }).all();
    expect(some).toHaveLength(50);
    expect(stub.requests).toHaveLength(2);
  });

  it("reads counts and stores them as count buckets", async () => {
    const buckets = await live().counts("dogs", { granularity: "hour" });
    expect(buckets).toHaveLength(169);
    expect(buckets[1]).toMatchObject({ postCount: 5894, granularity: "hour", query: "dogs" });
    expect(await countRows(handle.db, "corpus_count_buckets")).toBe(169);
  });

  it("looks posts up by id with partial errors, and reads quotes and timelines", async () => {
    const r = await live().postsByIds(["1440716895355764743", "1"]);
    expect(r.errors).toEqual([expect.objectContaining({ resourceId: "1" })]);
    const quotes = await live().quotes("1440716895355764743", { pageSize: 10 }).all();
    expect(quotes).toHaveLength(25);
    const first = quotes[0];
    const timeline = await live().userTimeline(first.authorId!, { pageSize: 5 }).all();
    expect(timeline.every((p) => p.authorId === first.authorId)).toBe(true);
    expect(stub.requests.every((q) => q.status === 200)).toBe(true);
  });

  it("waits for the reset of a 429 (within the bound) and retries", async () => {
    stub.inject({ status: 429, kind: "rate_limit", resetInSeconds: 2 });
    const u = await live().userByHandle("DoDirty78");
    expect(u.id).toBe("119369819");
    expect(stub.requests.map((r) => r.status)).toEqual([429, 200]);
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThan(0);
    expect(waits[0]).toBeLessThanOrEqual(3250);
  });

  it("reads the old code-88 rate-limit body too", async () => {
    stub.inject({ status: 429, kind: "legacy", resetInSeconds: 1 });
    await live().userByHandle("DoDirty78");
    expect(stub.requests.map((r) => r.status)).toEqual([429, 200]);
  });

  it("gives up with rate_limit and the reset time when the wait would be too long", async () => {
    stub.inject({ status: 429, kind: "rate_limit", resetInSeconds: 600 });
    const e = await failure(live({ maxWaitSeconds: 5 }).userByHandle("DoDirty78"));
    expect(e.kind).toBe("rate_limit");
    expect(e.resetAt!.getTime()).toBeGreaterThan(Date.now() + 500_000);
    expect(waits).toEqual([]);
  });

  it("tells a usage cap from a rate limit and does not retry it", async () => {
    stub.inject({ status: 429, kind: "usage_cap", resetInSeconds: 1 });
    const e = await failure(live().userByHandle("DoDirty78"));
    expect(e.kind).toBe("usage_cap");
    expect(stub.requests).toHaveLength(1);
  });

  it("retries server errors a bounded number of times, with non-JSON bodies", async () => {
    stub.inject({ status: 503 });
    await live().userByHandle("DoDirty78");
    expect(stub.requests.map((r) => r.status)).toEqual([503, 200]);
    stub.requests.length = 0;
    for (let i = 0; i < 3; i++) stub.inject({ status: 500 });
    waits.length = 0;
    const e = await failure(live().userByHandle("DoDirty78"));
    expect(e.kind).toBe("server");
    expect(stub.requests).toHaveLength(3);
    expect(waits).toEqual([500, 1000]); // exponential, and no wait after the last attempt
  });

  it("maps a wrong token to auth, and needs a user token for liking users", async () => {
    expect((await failure(live({ token: "wrong" }).userByHandle("DoDirty78"))).kind).toBe("auth");
    const appOnly = await failure(live().likingUsers("1440716895355764743").all());
    expect(appOnly.kind).toBe("auth");
    expect(appOnly.message).toMatch(/Application-Only is forbidden/);
    const likers = await live({ userToken: "user-token" }).likingUsers("1440716895355764743", { pageSize: 100 }).all();
    expect(likers).toHaveLength(96);
    expect(stub.requests.at(-1)!.auth).toBe("Bearer user-token");
  });

  it("the stub rejects requests the OpenAPI document does not allow", async () => {
    const client = new XApiClient({ bearerToken: "app-token", baseUrl: stub.url, maxWaitSeconds: 0 });
    const e = await failure(client.get("/2/tweets/search/recent", { query: "x", max_results: 500, "tweet.fields": "text,bogus" }));
    expect(e.kind).toBe("invalid");
    expect(e.status).toBe(400);
    const messages = (await (await fetch(`${stub.url}/2/tweets/search/recent?max_results=5&colour=red`, { headers: { authorization: "Bearer app-token" } })).json()) as { errors: { message: string }[] };
    expect(messages.errors.map((m) => m.message)).toEqual([
      "The `max_results` query parameter value [5] is not between 10 and 100",
      "The query parameter [colour] is not one of [query,max_results,next_token,pagination_token,start_time,end_time,since_id,until_id,sort_order,post.fields,expansions,user.fields,media.fields,poll.fields,place.fields]",
      "The `query` query parameter can not be empty",
    ]);
  });
});
