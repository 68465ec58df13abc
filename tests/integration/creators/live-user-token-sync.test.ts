import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { creatorAccounts, creatorPostEngagements, creatorPostMetricChanges, creatorPosts, jobs } from "@/lib/server/db/schema";
import { creatorXDataSource } from "@/lib/server/creators/creator-x-data-source";
import { creatorSyncJob, startCreatorSync } from "@/lib/server/creators/sync-followers-job";
import { syncCreatorAccount } from "@/lib/server/creators/sync-follows";
import { syncCreatorPosts } from "@/lib/server/creators/sync-posts";
import { openToken } from "@/lib/server/creators/x-sign-in/stored-tokens";
import { workUntilFinished } from "@/lib/server/jobs/work-until-finished";
import * as accountsRoute from "@/app/api/external/deepthought/accounts/route";
import * as postRoute from "@/app/api/external/deepthought/accounts/[id]/posts/[postId]/route";
import { freshDatabase } from "../../support/test-db";
import { signedInCaller } from "../../support/auth";
import type { Caller } from "../../support/caller";
import { SHARED } from "../../support/corpus";
import { pauseAppJobWorker } from "../../support/job-worker-paused";
import { startXOAuthStub, type XOAuthStub } from "../../support/x-oauth-stub";
import { startXApiStub, stubOwnerMetrics, type XApiStub } from "../../support/x-api-stub/server";
import { completeXSignIn, signInAtX } from "../../support/x-sign-in-steps";

// Contract test: an account connected with X sign-in is synced through X API v2 with its own user
// token (followers, following, timeline with the owner metrics, likers, reposters, quoters and
// repliers), over real HTTP against the stub that checks each request against X's OpenAPI document
// and accepts only the tokens the OAuth stub issued.

/** A sample author whose 100 replayed posts (58 their own, 42 reposts) carry real public metrics. */
const ME = { id: "250858058", username: "MariamBarghouti", name: "Mariam" };
const LATEST_POST = Date.parse("2021-05-11T22:00:29.000Z");
const DAY = 86_400_000;
const noProgress = async () => undefined;

let handle: DatabaseHandle;
let oauth: XOAuthStub;
let x: XApiStub;
let resumeJobs: () => Promise<void>;
const ENV = ["X_OAUTH_CLIENT_ID", "X_OAUTH_AUTHORIZE_URL", "X_OAUTH_TOKEN_URL", "X_API_BASE_URL", "X_MAX_RATE_LIMIT_WAIT_SECONDS"];

beforeAll(async () => {
  resumeJobs = await pauseAppJobWorker();
  oauth = await startXOAuthStub({ clientId: "public-client" });
  // The app has no bearer token of its own: only the users' tokens open the stub.
  x = await startXApiStub({ token: "not-given-to-the-app", userTokens: () => oauth.validAccessTokens(), me: ME, sharedDir: SHARED });
  Object.assign(process.env, { X_OAUTH_CLIENT_ID: "public-client", X_OAUTH_AUTHORIZE_URL: oauth.authorizeUrl, X_OAUTH_TOKEN_URL: oauth.tokenUrl, X_API_BASE_URL: x.url, X_MAX_RATE_LIMIT_WAIT_SECONDS: "10" });
  handle = await freshDatabase();
});
afterAll(async () => {
  for (const name of ENV) delete process.env[name];
  await x.stop();
  await oauth.stop();
  await handle.close();
  await resumeJobs();
});

async function connect(email: string) {
  const creator = await signedInCaller(email);
  const connected = await completeXSignIn(creator, (await signInAtX(creator)).answer);
  expect(connected.status).toBe(200);
  const [account] = await handle.db.select().from(creatorAccounts).where(eq(creatorAccounts.id, connected.data.account.id));
  return { creator, account };
}

const tokenOf = async (id: number) => openToken((await handle.db.select().from(creatorAccounts).where(eq(creatorAccounts.id, id)))[0].accessToken)!;
const threadOf = async (postId: string, token: string) =>
  (await (await fetch(`${x.url}/2/tweets/search/recent?query=conversation_id:${postId}&tweet.fields=author_id,created_at,referenced_tweets&max_results=100`, { headers: { authorization: `Bearer ${token}` } })).json()).data as {
    id: string; author_id: string; created_at: string; referenced_tweets: { type: string; id: string }[];
  }[];

describe("sync of an account connected with X sign-in", () => {
  let ada: { creator: Caller; account: typeof creatorAccounts.$inferSelect };
  beforeAll(async () => {
    ada = await connect("ada@user-token-sync.example");
  });

  it("reads followers, following, the timeline and the engagers with the account's own token", async () => {
    const token = await tokenOf(ada.account.id);
    x.requests.length = 0;
    const now = new Date(LATEST_POST + DAY);
    const source = await creatorXDataSource(handle.db, ada.account);
    const follows = await syncCreatorAccount(handle.db, ada.account, noProgress, { now, source, pageSize: 40 });
    expect(follows).toMatchObject({ followers: 91, joined: 91 });
    const posts = await syncCreatorPosts(handle.db, ada.account, { now, source });
    expect(posts.posts).toBe(58);

    // Every read carried the creator's bearer token, none the app's.
    expect(x.requests.length).toBeGreaterThan(100);
    expect(x.requests.filter((r) => r.auth !== `Bearer ${token}`)).toEqual([]);
    expect(x.requests.filter((r) => r.status !== 200)).toEqual([]);
    const paths = new Set(x.requests.map((r) => r.path.replace(/\d{6,}/g, ":id")));
    for (const p of ["/2/users/:id/followers", "/2/users/:id/following", "/2/users/:id/tweets", "/2/tweets/:id/liking_users", "/2/tweets/:id/retweeted_by", "/2/tweets/:id/quote_tweets", "/2/tweets/search/recent"]) expect(paths).toContain(p);
    // Paged with X's tokens, 40 at a time.
    expect(x.requests.filter((r) => r.path === `/2/users/${ME.id}/followers`).map((r) => r.query.pagination_token)).toEqual([undefined, "stub-40", "stub-80"]);
    const [after] = await handle.db.select().from(creatorAccounts).where(eq(creatorAccounts.id, ada.account.id));
    expect(after).toMatchObject({ tokenStatus: "valid", rateLimitRemaining: expect.any(Number) });
  });

  it("stores the owner metrics X gives with the creator's token (non_public_metrics) and keeps them in the history", async () => {
    const timeline = x.requests.filter((r) => r.path === `/2/users/${ME.id}/tweets`);
    // The last 30 days with the owner metrics; the older days without (X refuses them there).
    expect(timeline.some((r) => r.query["tweet.fields"].includes("non_public_metrics") && r.query["tweet.fields"].includes("organic_metrics"))).toBe(true);
    expect(timeline.some((r) => !r.query["tweet.fields"].includes("non_public_metrics") && r.query.end_time === new Date(LATEST_POST + DAY - 30 * DAY).toISOString())).toBe(true);
    const [post] = await handle.db.select().from(creatorPosts).where(and(eq(creatorPosts.accountId, ada.account.id), eq(creatorPosts.postId, "1392212748424056832")));
    const owner = stubOwnerMetrics({ id: "1392212748424056832", public_metrics: { retweet_count: 49, reply_count: 2, like_count: 81, quote_count: 3 } });
    expect(post).toMatchObject({ likes: 81, reposts: 49, replies: 2, quotes: 3, impressions: owner.impression_count, profileClicks: owner.user_profile_clicks, linkClicks: owner.url_link_clicks });
    const [first] = await handle.db.select().from(creatorPostMetricChanges).where(and(eq(creatorPostMetricChanges.accountId, ada.account.id), eq(creatorPostMetricChanges.postId, "1392212748424056832")));
    expect(first).toMatchObject({ impressions: owner.impression_count, profileClicks: owner.user_profile_clicks, linkClicks: owner.url_link_clicks });
    // The posts page and the post's page read them.
    const id = String(ada.account.id);
    const shown = await ada.creator.call(postRoute.GET, "GET", `/api/external/deepthought/accounts/${id}/posts/1392212748424056832/`, { params: { id, postId: "1392212748424056832" } });
    expect(shown.data.post).toMatchObject({ impressions: owner.impression_count, profile_clicks: owner.user_profile_clicks, link_clicks: owner.url_link_clicks });
    expect(shown.data.history[0]).toMatchObject({ profile_clicks: owner.user_profile_clicks, link_clicks: owner.url_link_clicks });
  });

  it("records the replies to each post from the conversation search as reply engagements at the reply's time", async () => {
    const postId = "1392212748424056832";
    const token = await tokenOf(ada.account.id);
    expect(x.requests.find((r) => r.query.query === `conversation_id:${postId}`)).toMatchObject({ auth: `Bearer ${token}`, status: 200 });
    const thread = await threadOf(postId, token);
    // Two direct replies and one reply to a reply: only the direct ones engage with the post.
    expect(thread).toHaveLength(3);
    const direct = thread.filter((t) => t.referenced_tweets[0].id === postId);
    const replies = await handle.db
      .select({ engagerId: creatorPostEngagements.engagerId, engagedAt: creatorPostEngagements.engagedAt })
      .from(creatorPostEngagements)
      .where(and(eq(creatorPostEngagements.accountId, ada.account.id), eq(creatorPostEngagements.postId, postId), eq(creatorPostEngagements.kind, "reply")));
    expect(replies.map((r) => ({ engagerId: r.engagerId, engagedAt: r.engagedAt.toISOString() })).sort((a, b) => a.engagedAt.localeCompare(b.engagedAt))).toEqual(
      direct.map((d) => ({ engagerId: d.author_id, engagedAt: new Date(d.created_at).toISOString() })),
    );
    // A post nobody replied to asks X nothing.
    expect(x.requests.some((r) => r.query.query === "conversation_id:1392059378782642183")).toBe(false);
  });

  it("a 429 waits for X's x-rate-limit-reset and goes on with the same token", async () => {
    const token = await tokenOf(ada.account.id);
    x.requests.length = 0;
    // X's reset is a whole second: two seconds ahead is at least one second away.
    x.inject({ status: 429, kind: "rate_limit", resetInSeconds: 2 });
    const started = Date.now();
    const result = await syncCreatorAccount(handle.db, ada.account, noProgress, { source: await creatorXDataSource(handle.db, ada.account), now: new Date(LATEST_POST + 2 * DAY) });
    expect(result.followers).toBe(91);
    const [limited, retried] = x.requests;
    expect([limited.status, retried.status]).toEqual([429, 200]);
    expect(retried.auth).toBe(`Bearer ${token}`);
    expect(Date.now() - started).toBeGreaterThan(900);
  });

  it("posts older than 30 days keep public metrics only; a token about to expire is refreshed before the reads", async () => {
    oauth.setAccessLifetime(60);
    const ben = await connect("ben@user-token-sync.example");
    oauth.setAccessLifetime(7200);
    const first = await tokenOf(ben.account.id);
    x.requests.length = 0;
    // Thirty days after 9 May 12:00: the posts of 7-9 May are past X's window for owner metrics.
    const now = new Date(Date.parse("2021-05-09T12:00:00.000Z") + 30 * DAY);
    await syncCreatorPosts(handle.db, ben.account, { now, source: await creatorXDataSource(handle.db, ben.account) });
    const refreshed = await tokenOf(ben.account.id);
    expect(refreshed).not.toBe(first);
    expect(x.requests.length).toBeGreaterThan(0);
    expect(x.requests.every((r) => r.auth === `Bearer ${refreshed}`)).toBe(true);
    const rows = await handle.db.select().from(creatorPosts).where(eq(creatorPosts.accountId, ben.account.id));
    expect(rows).toHaveLength(58);
    const older = rows.filter((r) => r.createdAt.getTime() < Date.parse("2021-05-09T12:00:00.000Z"));
    expect(older.length).toBeGreaterThan(0);
    expect(older.every((r) => r.profileClicks === null && r.impressions === null)).toBe(true);
    expect(rows.filter((r) => !older.includes(r)).every((r) => r.profileClicks !== null && r.impressions !== null)).toBe(true);
  });

  it("a token X no longer accepts (401) fails the sync at once, marks the account expired and Accounts asks to reconnect", async () => {
    const cy = await connect("cy@user-token-sync.example");
    oauth.revokeAccess();
    const job = await startCreatorSync(handle.db, cy.account.id, cy.creator.userId);
    const row = await workUntilFinished(handle.db, job.id, [creatorSyncJob]);
    expect(row.status).toBe("failed");
    expect(row.attempts).toBe(1);
    const [failed] = await handle.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(failed.lastError).toBe("Unauthorized");
    const shown = await cy.creator.call(accountsRoute.GET, "GET", "/api/external/deepthought/accounts/");
    expect(shown.data.find((a: { id: number }) => a.id === cy.account.id)).toMatchObject({ token_status: "expired" });
    expect(x.requests.at(-1)).toMatchObject({ status: 401 });
  });
});
