import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { creatorAccounts, creatorFollowActions, jobs, localXListMembers } from "@/lib/server/db/schema";
import * as overlap from "@/app/api/external/deepthought/accounts/[id]/follower-overlap/route";
import * as who from "@/app/api/external/deepthought/accounts/[id]/who-to-follow/route";
import * as follow from "@/app/api/external/deepthought/accounts/[id]/follow/route";
import * as unfollow from "@/app/api/external/deepthought/accounts/[id]/unfollow/route";
import * as bulk from "@/app/api/external/deepthought/accounts/[id]/bulk-follow/route";
import * as following from "@/app/api/external/deepthought/accounts/[id]/following/route";
import * as lists from "@/app/api/external/deepthought/accounts/[id]/lists/route";
import * as list from "@/app/api/external/deepthought/accounts/[id]/lists/[listId]/route";
import * as members from "@/app/api/external/deepthought/accounts/[id]/lists/[listId]/members/route";
import * as member from "@/app/api/external/deepthought/accounts/[id]/lists/[listId]/members/[memberId]/route";
import * as jobRoute from "@/app/api/jobs/[id]/route";
import { syncCreatorAccount } from "@/lib/server/creators/sync-follows";
import { freshDatabase } from "../../support/test-db";
import { signedInCaller } from "../../support/auth";
import { seedCreatorNetwork } from "../../support/creator-network";

let handle: DatabaseHandle;
let ada: Awaited<ReturnType<typeof signedInCaller>>;
let ben: Awaited<ReturnType<typeof signedInCaller>>;
let id: string;
let benId: string;
const base = "/api/external/deepthought/accounts";
const noProgress = async () => undefined;

async function finished(jobId: number) {
  for (let i = 0; i < 300; i++) {
    const job = await ada.call(jobRoute.GET, "GET", `/api/jobs/${jobId}/`, { params: { id: String(jobId) } });
    if (job.data.status === "done" || job.data.status === "failed") return job.data;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("job did not finish");
}
const followingHandles = async () =>
  (await ada.call(following.GET, "GET", `${base}/${id}/following/?ordering=handle`, { params: { id } })).data.results.map((r: { handle: string }) => r.handle);

beforeAll(async () => {
  handle = await freshDatabase();
  ada = await signedInCaller("ada@actions.example");
  ben = await signedInCaller("ben@actions.example");
  const account = await seedCreatorNetwork(handle.db, ada.userId);
  await syncCreatorAccount(handle.db, account, noProgress);
  id = String(account.id);
  const [benAccount] = await handle.db.insert(creatorAccounts).values({ userId: ben.userId, xUserId: "f7", handle: "f7" }).returning();
  benId = String(benAccount.id);
});
afterAll(async () => handle.close());

describe("overlap and who to follow", () => {
  it("counts the followers shared with any handle, and lists them", async () => {
    const res = await ada.call(overlap.GET, "GET", `${base}/${id}/follower-overlap/?handle=@w1`, { params: { id } });
    expect(res.data).toMatchObject({ a: { handle: "tea_creator", followers: 6 }, b: { handle: "w1", followers: 2 }, shared: 2, only_a: 4, only_b: 0, complete: true });
    expect(res.data.jaccard).toBeCloseTo(2 / 6, 10);
    expect(res.data.intersection.map((a: { handle: string }) => a.handle).sort()).toEqual(["f1", "f3"]);
  });

  it("counts the overlap with another of the creator's own accounts", async () => {
    const [second] = await handle.db.insert(creatorAccounts).values({ userId: ada.userId, xUserId: "w1", handle: "w1" }).returning();
    await syncCreatorAccount(handle.db, second, noProgress);
    const res = await ada.call(overlap.GET, "GET", `${base}/${id}/follower-overlap/?account=${second.id}`, { params: { id } });
    expect(res.data).toMatchObject({ shared: 2, only_a: 4, only_b: 0, b: { handle: "w1", followers: 2 } });
    const notHers = await ada.call(overlap.GET, "GET", `${base}/${id}/follower-overlap/?account=${benId}`, { params: { id } });
    expect(notHers.status).toBe(404);
  });

  it("says clearly what is wrong with the other side", async () => {
    const unknown = await ada.call(overlap.GET, "GET", `${base}/${id}/follower-overlap/?handle=nobody_here`, { params: { id } });
    expect(unknown.status).toBe(404);
    expect(unknown.data.detail).toBe("Could not find user with username: [nobody_here].");
    const neither = await ada.call(overlap.GET, "GET", `${base}/${id}/follower-overlap/`, { params: { id } });
    expect(neither.status).toBe(400);
    expect(neither.data.handle).toEqual(["Give either another connected account or a handle."]);
    expect((await ada.call(overlap.GET, "GET", `${base}/${id}/follower-overlap/?handle=not a handle!`, { params: { id } })).data.handle).toEqual(["Enter a valid X handle."]);
  });

  it("suggests what the network follows and the creator does not, most followed first", async () => {
    const res = await ada.call(who.GET, "GET", `${base}/${id}/who-to-follow/`, { params: { id } });
    expect(res.data.network).toBe(7);
    expect(res.data.results.map((r: { handle: string; followed_by: number }) => [r.handle, r.followed_by])).toEqual([["w1", 2], ["w2", 1]]);
  });
});

describe("follow and unfollow", () => {
  it("follows and unfollows one account; doing it twice changes nothing", async () => {
    expect((await ada.call(follow.POST, "POST", `${base}/${id}/follow/`, { params: { id }, body: { handle: "w2" } })).data).toEqual({ id: "w2", handle: "w2", following: true });
    expect((await ada.call(follow.POST, "POST", `${base}/${id}/follow/`, { params: { id }, body: { handle: "W2" } })).status).toBe(200);
    expect(await followingHandles()).toEqual(["f1", "f3", "w2", "z9_brand"]);
    expect((await ada.call(unfollow.POST, "POST", `${base}/${id}/unfollow/`, { params: { id }, body: { handle: "f1" } })).data.following).toBe(false);
    expect(await followingHandles()).toEqual(["f3", "w2", "z9_brand"]);
    const [{ n }] = await handle.db.select({ n: count() }).from(creatorFollowActions);
    expect(n).toBe(2);
    // The corpus agrees: the next sync finds nothing new.
    const [account] = await handle.db.select().from(creatorAccounts).where(eq(creatorAccounts.id, Number(id)));
    expect(await syncCreatorAccount(handle.db, account, noProgress)).toMatchObject({ following: 3 });
    expect(await followingHandles()).toEqual(["f3", "w2", "z9_brand"]);
  });

  it("refuses an unknown handle, the account itself and another user's account", async () => {
    const unknown = await ada.call(follow.POST, "POST", `${base}/${id}/follow/`, { params: { id }, body: { handle: "nobody_here" } });
    expect(unknown.status).toBe(404);
    expect((await ada.call(follow.POST, "POST", `${base}/${id}/follow/`, { params: { id }, body: { handle: "tea_creator" } })).data.detail).toBe("An account cannot follow itself.");
    expect((await ben.call(follow.POST, "POST", `${base}/${id}/follow/`, { params: { id }, body: { handle: "w1" } })).status).toBe(404);
  });

  it("runs a bulk follow as a job with progress and names each failure", async () => {
    const started = await ada.call(bulk.POST, "POST", `${base}/${id}/bulk-follow/`, { params: { id }, body: { action: "follow", handles: ["w1", "nobody_here", "f7", "w1"] } });
    expect(started.status).toBe(202);
    const job = await finished(started.data.job_id);
    expect(job).toMatchObject({ status: "done", progress: { done: 3, total: 3 } });
    expect(job.result).toEqual({ action: "follow", done: ["w1", "f7"], failed: [{ handle: "nobody_here", reason: "Could not find user with username: [nobody_here]." }] });
    expect(await followingHandles()).toEqual(["f3", "f7", "w1", "w2", "z9_brand"]);
  });

  it("refuses a follow past X's daily limit, and a bulk action over it, writing nothing", async () => {
    const made = (await handle.db.select({ n: count() }).from(creatorFollowActions).where(eq(creatorFollowActions.action, "follow")))[0].n;
    await handle.db.insert(creatorFollowActions).values(Array.from({ length: 399 - made }, (_, i) => ({ accountId: Number(id), action: "follow" as const, targetId: `x${i}` })));
    const jobsBefore = (await handle.db.select({ n: count() }).from(jobs))[0].n;
    const over = await ada.call(bulk.POST, "POST", `${base}/${id}/bulk-follow/`, { params: { id }, body: { action: "follow", handles: ["f4", "tea48213377"] } });
    expect(over.status).toBe(400);
    expect(over.data.detail).toBe("X allows 400 follows a day; 1 is left today for @tea_creator.");
    expect((await handle.db.select({ n: count() }).from(jobs))[0].n).toBe(jobsBefore);
    expect((await ada.call(follow.POST, "POST", `${base}/${id}/follow/`, { params: { id }, body: { handle: "f4" } })).status).toBe(200);
    const limited = await ada.call(follow.POST, "POST", `${base}/${id}/follow/`, { params: { id }, body: { handle: "tea48213377" } });
    expect(limited.status).toBe(429);
    expect(limited.data.detail).toBe("X allows 400 follows a day; 0 are left today for @tea_creator.");
    const tooMany = await ada.call(bulk.POST, "POST", `${base}/${id}/bulk-follow/`, { params: { id }, body: { action: "unfollow", handles: Array.from({ length: 401 }, (_, i) => `h${i}`) } });
    expect(tooMany.data.handles).toEqual(["Give at most 400 handles"]);
  });
});

describe("lists", () => {
  it("creates, renames, fills, empties and deletes a list within X's limits", async () => {
    const long = await ada.call(lists.POST, "POST", `${base}/${id}/lists/`, { params: { id }, body: { name: "A list name of 26 letters!" } });
    expect(long.status).toBe(400);
    expect(long.data.name).toEqual(["List name must be at most 25 characters"]);
    const created = await ada.call(lists.POST, "POST", `${base}/${id}/lists/`, { params: { id }, body: { name: "Tea friends" } });
    expect(created.status).toBe(201);
    const listId = created.data.id;
    const p = { id, listId };
    expect((await ada.call(members.POST, "POST", `${base}/${id}/lists/${listId}/members/`, { params: p, body: { handle: "f1" } })).status).toBe(201);
    expect((await ada.call(members.POST, "POST", `${base}/${id}/lists/${listId}/members/`, { params: p, body: { handle: "nobody_here" } })).status).toBe(404);
    expect((await ada.call(lists.GET, "GET", `${base}/${id}/lists/`, { params: { id } })).data).toEqual([{ id: listId, name: "Tea friends", description: "", private: false, member_count: 1 }]);
    expect((await ada.call(list.PATCH, "PATCH", `${base}/${id}/lists/${listId}/`, { params: p, body: { name: "Tea pals" } })).data).toMatchObject({ name: "Tea pals", member_count: 1 });
    expect((await ada.call(members.GET, "GET", `${base}/${id}/lists/${listId}/members/`, { params: p })).data.map((m: { handle: string }) => m.handle)).toEqual(["f1"]);
    expect((await ada.call(member.DELETE, "DELETE", `${base}/${id}/lists/${listId}/members/f1/`, { params: { ...p, memberId: "f1" } })).status).toBe(204);
    expect((await ada.call(members.GET, "GET", `${base}/${id}/lists/${listId}/members/`, { params: p })).data).toEqual([]);
    // Another user's account cannot reach it, even through an account of their own.
    expect((await ben.call(list.PATCH, "PATCH", `${base}/${benId}/lists/${listId}/`, { params: { id: benId, listId }, body: { name: "Mine" } })).status).toBe(404);
    expect((await ada.call(list.DELETE, "DELETE", `${base}/${id}/lists/${listId}/`, { params: p })).status).toBe(204);
    expect((await ada.call(lists.GET, "GET", `${base}/${id}/lists/`, { params: { id } })).data).toEqual([]);
  });

  it("holds at most 5,000 members", async () => {
    const listId = (await ada.call(lists.POST, "POST", `${base}/${id}/lists/`, { params: { id }, body: { name: "Big" } })).data.id;
    await handle.db.insert(localXListMembers).values(Array.from({ length: 5000 }, (_, i) => ({ listId: Number(listId), memberId: `m${i}` })));
    const full = await ada.call(members.POST, "POST", `${base}/${id}/lists/${listId}/members/`, { params: { id, listId }, body: { handle: "f1" } });
    expect(full.status).toBe(400);
    expect(full.data.detail).toBe("A list can hold at most 5,000 members.");
  });
});
