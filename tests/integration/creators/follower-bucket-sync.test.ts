import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { corpusAccounts, corpusFollows, creatorAccounts, creatorFollowerPrints, creatorFollowPeriods, users } from "@/lib/server/db/schema";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { unpackPrints } from "@/lib/domain/creators/follower-buckets";
import { listFollows } from "@/lib/server/creators/follow-lists";
import { followListQuerySchema } from "@/lib/schemas/creators";
import { syncCreatorAccount } from "@/lib/server/creators/sync-follows";
import { pauseAppJobWorker } from "@/tests/support/job-worker-paused";
import { freshDatabase } from "../../support/test-db";

/*
 * A sync compares followers only in the buckets whose fingerprint moved. 300 followers f1-f300;
 * f1-f100 and g1 (who has left) have open periods from before buckets (as the demo seed writes
 * them), so the first sync compares everyone once and gives those rows their bucket.
 */
let handle: DatabaseHandle;
let account: typeof creatorAccounts.$inferSelect;
const now = new Date("2026-11-01T00:00:00Z");
const f = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `f${from + i}`);
const at = (days: number) => new Date(now.getTime() + days * 86_400_000);

async function follow(ids: string[]) {
  await handle.db.insert(corpusFollows).values(ids.map((followerId) => ({ followerId, followeeId: "c0", firstSeenAt: now, lastSeenAt: now })));
}
async function unfollow(ids: string[]) {
  await handle.db.delete(corpusFollows).where(and(eq(corpusFollows.followeeId, "c0"), inArray(corpusFollows.followerId, ids)));
}
async function openFollowers() {
  const rows = await handle.db.select({ id: creatorFollowPeriods.otherId }).from(creatorFollowPeriods)
    .where(and(eq(creatorFollowPeriods.accountId, account.id), eq(creatorFollowPeriods.kind, "follower"), isNull(creatorFollowPeriods.goneAt)));
  return rows.map((r) => r.id).sort();
}
async function listed() {
  const rows = await handle.db.select({ id: corpusFollows.followerId }).from(corpusFollows).where(eq(corpusFollows.followeeId, "c0"));
  return rows.map((r) => r.id).sort();
}
const sync = async (days: number) => {
  const { joined, left, followers } = await syncCreatorAccount(handle.db, account, async () => undefined, { now: at(days) });
  return { joined, left, followers };
};

let resumeJobs: () => Promise<void>;
beforeAll(async () => {
  resumeJobs = await pauseAppJobWorker();
  handle = await freshDatabase();
  const [user] = await handle.db.insert(users).values({ email: "buckets@creators.example" }).returning();
  await handle.db.insert(corpusAccounts).values(["c0", "g1", ...f(1, 320)].map((id) => ({ id, handle: id, name: id, origin: "test" })));
  await follow(f(1, 300));
  [account] = await handle.db.insert(creatorAccounts).values({ userId: user.id, xUserId: "c0", handle: "c0" }).returning();
  await handle.db.insert(creatorFollowPeriods).values(["g1", ...f(1, 100)].map((otherId) => ({ accountId: account.id, kind: "follower" as const, otherId, firstSeenAt: at(-30) })));
});
afterAll(async () => {
  await handle.close();
  await resumeJobs();
});

describe("follower sync by buckets", () => {
  it("the first sync after rows without a bucket compares everyone and gives each open row its bucket", async () => {
    expect(await sync(0)).toEqual({ joined: 200, left: 1, followers: 300 });
    expect(await openFollowers()).toEqual(await listed());
    const [{ unbucketed }] = await queryRows<{ unbucketed: number }>(handle.db, sql`select count(*)::int as unbucketed from creator_follow_periods where kind = 'follower' and gone_at is null and id_bucket is null`);
    expect(unbucketed).toBe(0);
    const [kept] = await handle.db.select().from(creatorFollowerPrints).where(eq(creatorFollowerPrints.accountId, account.id));
    expect(unpackPrints(kept.prints)!.n.reduce((s, n) => s + n, 0)).toBe(300);
  });

  it("later syncs find exactly who left and who came, including someone who comes back", async () => {
    await unfollow([...f(1, 10), "f150"]);
    await follow(f(301, 320));
    expect(await sync(1)).toEqual({ joined: 20, left: 11, followers: 309 });
    expect(await openFollowers()).toEqual(await listed());

    await unfollow(["f301"]);
    await follow(["f1"]);
    expect(await sync(2)).toEqual({ joined: 1, left: 1, followers: 309 });
    expect(await openFollowers()).toEqual(await listed());
    const f1 = await handle.db.select().from(creatorFollowPeriods).where(and(eq(creatorFollowPeriods.accountId, account.id), eq(creatorFollowPeriods.otherId, "f1")));
    expect(f1.map((p) => [p.firstSeenAt.toISOString(), p.goneAt?.toISOString() ?? null]).sort()).toEqual([
      [at(-30).toISOString(), at(1).toISOString()],
      [at(2).toISOString(), null],
    ]);
  });

  it("a sync with nobody moving changes nothing", async () => {
    const before = await handle.db.select().from(creatorFollowPeriods).where(eq(creatorFollowPeriods.accountId, account.id));
    expect(await sync(3)).toEqual({ joined: 0, left: 0, followers: 309 });
    expect(await handle.db.select().from(creatorFollowPeriods).where(eq(creatorFollowPeriods.accountId, account.id))).toEqual(before);
  });

  it("the followers table sorts by the handle and followers count the last sync saw", async () => {
    await handle.db.update(corpusAccounts).set({ followersCount: 50 }).where(eq(corpusAccounts.id, "f200"));
    await handle.db.update(corpusAccounts).set({ followersCount: 40, handle: "AAA" }).where(eq(corpusAccounts.id, "f250"));
    const page = async (ordering: string) =>
      (await listFollows(handle.db, account, "followers", followListQuerySchema.parse({ ordering, page_size: 3 }))).results.map((r) => r.handle);
    // Nobody has a followers count yet: ties, newest follow first (f1 came back at the last sync).
    expect(await page("-followers")).toEqual(["f1", "f320", "f319"]);
    expect(await sync(3.5)).toEqual({ joined: 0, left: 0, followers: 309 });
    expect(await page("-followers")).toEqual(["f200", "AAA", "f1"]);
    expect(await page("handle")).toEqual(["AAA", "f1", "f100"]);
    expect(await page("-handle")).toEqual(["f99", "f98", "f97"]);
  });

  it("everyone leaving empties the kept fingerprints", async () => {
    await unfollow(await listed());
    expect(await sync(4)).toEqual({ joined: 0, left: 309, followers: 0 });
    const [kept] = await handle.db.select().from(creatorFollowerPrints).where(eq(creatorFollowerPrints.accountId, account.id));
    expect(unpackPrints(kept.prints)!.n.every((n) => n === 0)).toBe(true);
  });

  it("fingerprints kept with another bucket size make the next sync compare everyone again, and still exactly", async () => {
    await handle.db.update(creatorFollowerPrints).set({ bucketBits: 3 }).where(eq(creatorFollowerPrints.accountId, account.id));
    await follow(f(1, 5));
    expect(await sync(5)).toEqual({ joined: 5, left: 0, followers: 5 });
    expect(await openFollowers()).toEqual(await listed());
  });
});
