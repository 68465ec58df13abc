import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/server/db/client";
import * as me from "@/app/api/external/deepthought/me/route";
import * as posts from "@/app/api/external/deepthought/accounts/[id]/posts/route";
import * as post from "@/app/api/external/deepthought/accounts/[id]/posts/[postId]/route";
import * as postEngagements from "@/app/api/external/deepthought/accounts/[id]/posts/[postId]/engagements/route";
import * as engagers from "@/app/api/external/deepthought/accounts/[id]/engagers/route";
import { seedDemoCreator } from "@/lib/server/creators/seed-demo-creator";
import { seedDemoCreatorPosts } from "@/lib/server/creators/seed-demo-posts";
import { syncCreatorPosts } from "@/lib/server/creators/sync-posts";
import { ownedCreatorAccount } from "@/lib/server/creators/creator-accounts";
import { demoCreatorNetwork } from "@/lib/domain/creators/demo-network";
import { demoCreatorPosts } from "@/lib/domain/creators/demo-posts";
import { freshDatabase } from "../../support/test-db";
import { signedInCaller } from "../../support/auth";

let handle: DatabaseHandle;
let demo: Awaited<ReturnType<typeof signedInCaller>>;
let other: Awaited<ReturnType<typeof signedInCaller>>;
let id: string;
const now = new Date();
const end = new Date(Math.floor(now.getTime() / 86_400_000) * 86_400_000);
const generated = demoCreatorPosts(demoCreatorNetwork({ end }), end);

beforeAll(async () => {
  handle = await freshDatabase();
  demo = await signedInCaller("demo-posts@murmur.example");
  other = await signedInCaller("someone-else@murmur.example");
  await seedDemoCreator(handle.db, "demo-posts@murmur.example", now);
  await seedDemoCreatorPosts(handle.db, "demo-posts@murmur.example");
  await seedDemoCreatorPosts(handle.db, "demo-posts@murmur.example"); // idempotent
  id = String((await demo.call(me.GET, "GET", "/api/external/deepthought/me/")).data.active_account_id);
}, 180_000);
afterAll(async () => handle.close());

const get = (mod: { GET: unknown }, path: string, o: { params?: Record<string, string>; query?: Record<string, string> } = {}, who = demo) =>
  who.call(mod.GET as never, "GET", `/api/external/deepthought/accounts/${id}/${path}${o.query ? `?${new URLSearchParams(o.query)}` : ""}`, { params: { id, ...o.params } });

describe("the demo creator's posts", () => {
  it("lists 90 days of posts with the metrics the generator gave them, newest first, and the account's medians", async () => {
    const { status, data } = await get(posts, "posts/");
    expect(status).toBe(200);
    expect(data.count).toBe(generated.posts.length);
    expect(data.count).toBeGreaterThan(200);
    const newest = [...generated.posts].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    expect(data.results[0]).toMatchObject({ id: newest.id, likes: newest.metrics.likes, impressions: newest.metrics.impressions });
    const sorted = await get(posts, "posts/", { query: { ordering: "-engagements", page_size: "5" } });
    expect(sorted.data.results.map((p: { engagements: number }) => p.engagements)).toEqual([...sorted.data.results.map((p: { engagements: number }) => p.engagements)].sort((a, b) => b - a));
    expect(sorted.data.results[0].engagements).toBeGreaterThan(data.medians.engagements);
    expect(data.medians.engagement_rate).toBeGreaterThan(0);
  });

  it("shows one post's metric history, its ratio to the median and its engagers", async () => {
    const withHistory = generated.posts.find((p) => p.snapshots.length >= 3)!;
    const { status, data } = await get(post, `posts/${withHistory.id}/`, { params: { postId: withHistory.id } });
    expect(status).toBe(200);
    expect(data.history.map((h: { likes: number }) => h.likes)).toEqual(withHistory.snapshots.map((s) => s.likes));
    expect(data.history.at(-1)).toMatchObject({ likes: withHistory.metrics.likes, impressions: withHistory.metrics.impressions });
    const mine = generated.engagements.filter((e) => e.postId === withHistory.id);
    expect(data.engagers.by_kind.like).toBe(mine.filter((e) => e.kind === "like").length);
    expect(data.engagers.total).toBe(new Set(mine.map((e) => e.engagerId)).size);
    expect(data.against_median.engagements.ratio).toBeCloseTo(data.against_median.engagements.value / data.against_median.engagements.median);
    const page = await get(postEngagements, `posts/${withHistory.id}/engagements/`, { params: { postId: withHistory.id }, query: { kind: "like", page_size: "10" } });
    expect(page.data.count).toBe(mine.filter((e) => e.kind === "like").length);
    expect(page.data.results.every((r: { likes: number }) => r.likes === 1)).toBe(true);
  });

  it("answers 404 for a post of another account, and for another user's account", async () => {
    const foreign = "770000000000000000010"; // a post of one of the demo people
    const r = await get(post, `posts/${foreign}/`, { params: { postId: foreign } });
    expect(r.status).toBe(404);
    expect(r.data.detail).toBe("Post not found among this account's posts.");
    expect((await get(postEngagements, `posts/${foreign}/engagements/`, { params: { postId: foreign } })).status).toBe(404);
    const mineByOther = await get(post, `posts/${generated.posts[0].id}/`, { params: { postId: generated.posts[0].id } }, other);
    expect(mineByOther.status).toBe(404);
  });

  it("refuses a bad ordering or page size with a clear 400", async () => {
    const r = await get(posts, "posts/", { query: { ordering: "shares" } });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.data)).toContain("Ordering must be one of");
  });

  it("a sync through the corpus adapter finds the seeded metrics unchanged (no new history rows)", async () => {
    const account = await ownedCreatorAccount(handle.db, demo.userId, id);
    const result = await syncCreatorPosts(handle.db, account, { now });
    // The sync follows the posts of the last 90 days from now.
    expect(result.posts).toBe(generated.posts.filter((p) => p.createdAt.getTime() >= now.getTime() - 90 * 86_400_000).length);
    expect(result.changed).toBe(0);
  });
});

describe("the demo creator's engagers", () => {
  it("ranks who engages most, with counts by kind, verified share and overlap with followers", async () => {
    // The server's 90 days end when it answers: an engagement right at the window's start may fall on
    // either side, so the expected figures are bounded by the windows of the request's start and end.
    const asked = Date.now();
    const { status, data } = await get(engagers, "engagers/", { query: { page_size: "10" } });
    const answered = Date.now();
    expect(status).toBe(200);
    const since = (t: number) => generated.engagements.filter((e) => e.engagedAt.getTime() >= t - 90 * 86_400_000);
    const [widest, narrowest] = [since(asked), since(answered)];
    const between = (value: number, count: (list: typeof widest) => number) => {
      expect(value).toBeGreaterThanOrEqual(count(narrowest));
      expect(value).toBeLessThanOrEqual(count(widest));
    };
    between(data.summary.engagements, (l) => l.length);
    between(data.summary.engagers, (l) => new Set(l.map((e) => e.engagerId)).size);
    between(data.summary.by_kind.like, (l) => l.filter((e) => e.kind === "like").length);
    expect(data.summary.verified_engagers).toBeGreaterThan(10);
    expect(data.summary.following_engagers).toBeGreaterThan(data.summary.engagers / 2);
    expect(data.summary.following_engagers).toBeLessThanOrEqual(data.summary.followers);
    const totals = data.results.map((r: { total: number }) => r.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const top = data.results[0];
    between(top.total, (l) => l.filter((e) => e.engagerId === top.id).length);
    expect(top.likes + top.reposts + top.replies + top.quotes).toBe(top.total);
  });
});
