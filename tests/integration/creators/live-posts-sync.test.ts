import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { creatorAccounts, creatorPostMetricChanges, creatorPosts } from "@/lib/server/db/schema";
import { syncCreatorPosts } from "@/lib/server/creators/sync-posts";
import { LiveDataSource } from "@/lib/server/x/live/live-data-source";
import { XApiClient } from "@/lib/server/x/live/x-api-client";
import { freshDatabase } from "../../support/test-db";
import { signedInCaller } from "../../support/auth";
import { SHARED } from "../../support/corpus";
import { startXApiStub, type XApiStub } from "../../support/x-api-stub/server";

// Contract test: the posts sync (timeline, metrics, engagers) through the live X API v2 adapter,
// over real HTTP against the local stub that checks each request against X's OpenAPI document.

let handle: DatabaseHandle;
let stub: XApiStub;
/** An author whose posts the stub's replayed samples hold. */
const AUTHOR = "4203239195";

beforeAll(async () => {
  stub = await startXApiStub({ token: "creator-app-token", userToken: "creator-user-token", sharedDir: SHARED });
  handle = await freshDatabase();
});
afterAll(async () => {
  await stub.stop();
  await handle.close();
});

const source = () => new LiveDataSource(new XApiClient({ bearerToken: "creator-app-token", userToken: "creator-user-token", baseUrl: stub.url, maxWaitSeconds: 0, sleep: async () => undefined }), handle.db);

describe("posts sync against X API v2 (local stub)", () => {
  it("reads the timeline with public metrics, keeps the first values as history, and records nothing new when nothing moved", async () => {
    const user = await signedInCaller("live-posts@creators.example");
    const [account] = await handle.db.insert(creatorAccounts).values({ userId: user.userId, xUserId: AUTHOR, handle: "sample_author" }).returning();
    // "Now" is a day after the author's latest sample post.
    const probe = await source().userTimeline(AUTHOR, { pageSize: 100 }).all();
    expect(probe.length).toBeGreaterThan(0);
    const now = new Date(Math.max(...probe.map((p) => p.createdAt!.getTime())) + 86_400_000);
    stub.requests.length = 0;

    const first = await syncCreatorPosts(handle.db, account, { now, source: source() });
    const timeline = stub.requests.filter((r) => r.path === `/2/users/${AUTHOR}/tweets`);
    expect(timeline.length).toBeGreaterThan(0);
    expect(timeline[0].status).toBe(200);
    expect(String(timeline[0].query["tweet.fields"])).toContain("public_metrics");
    expect(timeline[0].query.start_time).toBe(new Date(now.getTime() - 90 * 86_400_000).toISOString());
    const stored = await handle.db.select().from(creatorPosts).where(eq(creatorPosts.accountId, account.id));
    expect(stored).toHaveLength(first.posts);
    expect(first.changed).toBe(first.posts);
    // The stub's sample posts carry no likes, reposts or quotes: no engager reads are made for them.
    expect(stub.requests.filter((r) => /liking_users|retweeted_by|quote_tweets/.test(r.path))).toEqual([]);
    expect(stored[0]).toMatchObject({ likes: probe[0].likeCount, replies: probe[0].replyCount });

    const again = await syncCreatorPosts(handle.db, account, { now: new Date(now.getTime() + 3_600_000), source: source() });
    expect(again).toMatchObject({ posts: first.posts, changed: 0 });
    const [{ n: rows }] = await handle.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(creatorPostMetricChanges).where(eq(creatorPostMetricChanges.accountId, account.id));
    expect(rows).toBe(first.posts);
  });
});
