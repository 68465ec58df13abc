import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/server/db/client";
import * as followers from "@/app/api/external/deepthought/accounts/[id]/followers/route";
import * as unfollowers from "@/app/api/external/deepthought/accounts/[id]/unfollowers/route";
import * as following from "@/app/api/external/deepthought/accounts/[id]/following/route";
import * as bots from "@/app/api/external/deepthought/accounts/[id]/bot-percentage/route";
import { corpusAccounts, corpusFollows, creatorAccounts } from "@/lib/server/db/schema";
import { syncCreatorAccount } from "@/lib/server/creators/sync-follows";
import { pauseAppJobWorker } from "@/tests/support/job-worker-paused";
import { freshDatabase } from "../../support/test-db";
import { signedInCaller } from "../../support/auth";

/*
 * Followers with known bot signals, one score each: the table sorts by the score the sync kept.
 *   clean      0     (an ordinary account)
 *   quiet      0.1   empty bio
 *   faceless   0.25  default picture, empty bio
 *   new4821    0.45  young, default picture, handle digits
 *   spam9911   0.8  young, default picture, empty bio, handle digits, ratio, posting rate
 * Before the second sync quiet writes a bio (0) and spam9911 leaves.
 */
const DAY = 86_400_000;
let handle: DatabaseHandle;
let ada: Awaited<ReturnType<typeof signedInCaller>>;
let id: string;
let account: typeof creatorAccounts.$inferSelect;
const base = "/api/external/deepthought/accounts";
const rows = (res: { data: { results: { handle: string; bot_score: number | null }[] } }) => res.data.results.map((r) => [r.handle, r.bot_score]);
const list = (route: typeof followers, path: string, query: string) => ada.call(route.GET, "GET", `${base}/${id}/${path}/?${query}`, { params: { id } });

let resumeJobs: () => Promise<void>;
beforeAll(async () => {
  resumeJobs = await pauseAppJobWorker();
  handle = await freshDatabase();
  ada = await signedInCaller("ada@scores.example");
  const now = new Date();
  const person = (handle: string, extra: Partial<typeof corpusAccounts.$inferInsert> = {}) => ({
    id: `s-${handle}`, handle, name: `Person ${handle}`, bio: "Tea and trains.", origin: "test", createdAt: new Date(now.getTime() - 2000 * DAY),
    followersCount: 300, followingCount: 200, postCount: 500, profileImageUrl: `https://pbs.twimg.com/profile_images/${handle}.jpg`, ...extra,
  });
  const young = new Date(now.getTime() - 20 * DAY);
  await handle.db.insert(corpusAccounts).values([
    person("score_creator"),
    person("clean"),
    person("quiet", { bio: "" }),
    person("faceless", { bio: "", profileImageUrl: "" }),
    person("new4821", { createdAt: young, profileImageUrl: "" }),
    person("spam9911", { createdAt: young, profileImageUrl: "", bio: "", followersCount: 3, followingCount: 4000, postCount: 2000 }),
  ]);
  const at = new Date(now.getTime() - DAY);
  await handle.db.insert(corpusFollows).values(
    ["clean", "quiet", "faceless", "new4821", "spam9911"].map((h) => ({ followerId: `s-${h}`, followeeId: "s-score_creator", firstSeenAt: at, lastSeenAt: at })),
  );
  await handle.db.insert(corpusFollows).values({ followerId: "s-score_creator", followeeId: "s-clean", firstSeenAt: at, lastSeenAt: at });
  [account] = await handle.db.insert(creatorAccounts).values({ userId: ada.userId, xUserId: "s-score_creator", handle: "score_creator" }).returning();
  id = String(account.id);
  await syncCreatorAccount(handle.db, account, async () => undefined);
});
afterAll(async () => {
  await handle.close();
  await resumeJobs();
});

describe("the bot and spam score as a column of the followers tables", () => {
  it("sorts followers by the score the sync kept, likeliest bots first or last", async () => {
    const desc = await list(followers, "followers", "ordering=-bot_score");
    expect(desc.status).toBe(200);
    expect(rows(desc)).toEqual([["spam9911", 0.8], ["new4821", 0.45], ["faceless", 0.25], ["quiet", 0.1], ["clean", 0]]);
    expect(rows(await list(followers, "followers", "ordering=bot_score"))).toEqual([["clean", 0], ["quiet", 0.1], ["faceless", 0.25], ["new4821", 0.45], ["spam9911", 0.8]]);
    const page = await list(followers, "followers", "ordering=-bot_score&page=2&page_size=2");
    expect(page.data.count).toBe(5);
    expect(rows(page)).toEqual([["faceless", 0.25], ["quiet", 0.1]]);
  });

  it("gives each row the signals behind its score", async () => {
    const res = await list(followers, "followers", "ordering=-bot_score&page_size=2");
    expect(res.data.results.map((r: { bot_signals: string[] }) => r.bot_signals)).toEqual([
      ["young", "default_avatar", "empty_bio", "handle_digits", "ratio", "posting_rate"],
      ["young", "default_avatar", "handle_digits"],
    ]);
    expect((await list(followers, "followers", "search=clean")).data.results[0]).toMatchObject({ handle: "clean", bot_score: 0, bot_signals: [] });
  });

  it("agrees with audience quality: one likely bot of five", async () => {
    const res = await ada.call(bots.GET, "GET", `${base}/${id}/bot-percentage/`, { params: { id } });
    expect(res.data).toMatchObject({ scored: 5, followers: 5, likely_bots: 1, share: 0.2, margin: 0 });
    expect(res.data.likely_bots_sample.map((b: { handle: string; score: number }) => [b.handle, b.score])).toEqual([["spam9911", 0.8]]);
  });

  it("scores again at the next sync: a bio written moves a follower down, one who left keeps the score they had", async () => {
    await handle.db.update(corpusAccounts).set({ bio: "Now I write about tea." }).where(eq(corpusAccounts.id, "s-quiet"));
    await handle.db.delete(corpusFollows).where(and(eq(corpusFollows.followerId, "s-spam9911"), eq(corpusFollows.followeeId, "s-score_creator")));
    expect(await syncCreatorAccount(handle.db, account, async () => undefined)).toMatchObject({ followers: 4, joined: 0, left: 1 });
    expect(rows(await list(followers, "followers", "ordering=-bot_score"))).toEqual([["new4821", 0.45], ["faceless", 0.25], ["quiet", 0], ["clean", 0]]);
    expect(rows(await list(unfollowers, "unfollowers", "ordering=-bot_score"))).toEqual([["spam9911", 0.8]]);
  });

  it("leaves the accounts the creator follows unscored", async () => {
    const res = await list(following, "following", "ordering=-bot_score");
    expect(res.status).toBe(200);
    expect(rows(res)).toEqual([["clean", null]]);
  });

  it("refuses an unknown ordering with the orderings it accepts", async () => {
    const res = await list(followers, "followers", "ordering=score");
    expect(res.status).toBe(400);
    expect(res.data.ordering).toEqual(["Ordering must be one of date, -date, followers, -followers, handle, -handle, bot_score, -bot_score"]);
  });
});
