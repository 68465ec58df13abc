import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/server/db/client";
import * as me from "@/app/api/external/deepthought/me/route";
import * as dashboard from "@/app/api/external/deepthought/accounts/[id]/dashboard/route";
import * as unfollowers from "@/app/api/external/deepthought/accounts/[id]/unfollowers/route";
import * as who from "@/app/api/external/deepthought/accounts/[id]/who-to-follow/route";
import { seedDemoCreator } from "@/lib/server/creators/seed-demo-creator";
import { syncCreatorAccount } from "@/lib/server/creators/sync-follows";
import { ownedCreatorAccount } from "@/lib/server/creators/creator-accounts";
import { demoCreatorNetwork } from "@/lib/domain/creators/demo-network";
import { freshDatabase } from "../../support/test-db";
import { signedInCaller } from "../../support/auth";

let handle: DatabaseHandle;
let demo: Awaited<ReturnType<typeof signedInCaller>>;
const now = new Date();
const end = new Date(Math.floor(now.getTime() / 86_400_000) * 86_400_000);

beforeAll(async () => {
  handle = await freshDatabase();
  demo = await signedInCaller("demo-creator@murmur.example");
  await seedDemoCreator(handle.db, "demo-creator@murmur.example", now);
  await seedDemoCreator(handle.db, "demo-creator@murmur.example", now); // idempotent
}, 120_000);
afterAll(async () => handle.close());

describe("the demo creator at first start", () => {
  it("has one connected account with 90 days of history that matches the generator", async () => {
    const net = demoCreatorNetwork({ end });
    const followers = net.periods.filter((p) => p.kind === "follower");
    const open = followers.filter((p) => !p.goneAt).length;
    const { data } = await demo.call(me.GET, "GET", "/api/external/deepthought/me/");
    expect(data.accounts).toHaveLength(1);
    const id = String(data.active_account_id);
    const dash = (await demo.call(dashboard.GET, "GET", `/api/external/deepthought/accounts/${id}/dashboard/`, { params: { id } })).data;
    expect(dash.followers).toBe(open);
    expect(dash.growth).toHaveLength(90);
    expect(dash.growth.at(-1).followers).toBe(open);
    const monthAgo = now.getTime() - 30 * 86_400_000;
    expect(dash.unfollowers.month).toBe(followers.filter((p) => p.goneAt && p.goneAt.getTime() > monthAgo).length);
    expect(dash.change.month).not.toBeNull();
    expect(dash.quality.scored).toBe(2000);
    expect(dash.quality.margin).toBeGreaterThan(0);
    // The planted bots are about one follower in ten; the measured share is within its margin of the planted one.
    const plantedBots = net.people.filter((p) => p.bot && followers.some((f) => f.otherId === p.id && !f.goneAt)).length / open;
    console.log(`demo creator: ${open} followers, planted bot share ${plantedBots.toFixed(4)}, measured ${dash.quality.share.toFixed(4)} ± ${dash.quality.margin.toFixed(4)}`);
    expect(Math.abs(dash.quality.share - plantedBots)).toBeLessThan(dash.quality.margin + 0.02);
    const gone = await demo.call(unfollowers.GET, "GET", `/api/external/deepthought/accounts/${id}/unfollowers/`, { params: { id } });
    expect(gone.data.count).toBe(followers.filter((p) => p.goneAt).length);
    const suggestions = (await demo.call(who.GET, "GET", `/api/external/deepthought/accounts/${id}/who-to-follow/`, { params: { id } })).data;
    expect(suggestions.results.length).toBeGreaterThan(10);
    expect(suggestions.results[0].followed_by).toBeGreaterThan(suggestions.results.at(-1).followed_by);
  });

  it("a sync through the corpus adapter finds the seeded state unchanged", async () => {
    const { data } = await demo.call(me.GET, "GET", "/api/external/deepthought/me/");
    const account = await ownedCreatorAccount(handle.db, demo.userId, data.active_account_id);
    const result = await syncCreatorAccount(handle.db, account, async () => undefined);
    expect(result).toMatchObject({ joined: 0, left: 0 });
  });
});
