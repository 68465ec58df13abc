import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { corpusAccounts, corpusFollows, creatorAccounts } from "@/lib/server/db/schema";
import * as follow from "@/app/api/external/deepthought/accounts/[id]/follow/route";
import * as unfollow from "@/app/api/external/deepthought/accounts/[id]/unfollow/route";
import * as lists from "@/app/api/external/deepthought/accounts/[id]/lists/route";
import * as list from "@/app/api/external/deepthought/accounts/[id]/lists/[listId]/route";
import * as members from "@/app/api/external/deepthought/accounts/[id]/lists/[listId]/members/route";
import * as member from "@/app/api/external/deepthought/accounts/[id]/lists/[listId]/members/[memberId]/route";
import { freshDatabase } from "../../support/test-db";
import { signedInCaller } from "../../support/auth";
import { SHARED } from "../../support/corpus";
import { pauseAppJobWorker } from "../../support/job-worker-paused";
import { STUB_X_USER, startXOAuthStub, type XOAuthStub } from "../../support/x-oauth-stub";
import { startXWritesStub, type XWritesStub } from "../../support/x-api-stub/writes-server";
import { completeXSignIn, signInAtX } from "../../support/x-sign-in-steps";

// Follows and lists changed on X itself for an account connected with X sign-in: over real HTTP
// against a stand-in for X API v2's user-context endpoints that checks each body against X's
// OpenAPI document; a 429 waits for X's x-rate-limit-reset. Accounts without their own token keep
// the local corpus.

let handle: DatabaseHandle;
let oauth: XOAuthStub;
let x: XWritesStub;
let resumeJobs: () => Promise<void>;
let ada: Awaited<ReturnType<typeof signedInCaller>>;
let id: string;
const ENV = ["X_OAUTH_CLIENT_ID", "X_OAUTH_AUTHORIZE_URL", "X_OAUTH_TOKEN_URL", "X_API_BASE_URL", "X_MAX_RATE_LIMIT_WAIT_SECONDS"];
const base = "/api/external/deepthought/accounts";

beforeAll(async () => {
  resumeJobs = await pauseAppJobWorker();
  oauth = await startXOAuthStub({ clientId: "public-client" });
  x = await startXWritesStub({ userTokens: () => oauth.validAccessTokens(), me: STUB_X_USER, sharedDir: SHARED });
  Object.assign(process.env, { X_OAUTH_CLIENT_ID: "public-client", X_OAUTH_AUTHORIZE_URL: oauth.authorizeUrl, X_OAUTH_TOKEN_URL: oauth.tokenUrl, X_API_BASE_URL: x.url, X_MAX_RATE_LIMIT_WAIT_SECONDS: "10" });
  handle = await freshDatabase();
  const person = (pid: string, h: string) => ({ id: pid, handle: h, name: h, origin: "test" });
  await handle.db.insert(corpusAccounts).values([person("3001", "tea_friend"), person("3002", "tea_neighbour")]);
  ada = await signedInCaller("ada@live-writes.example");
  const connected = await completeXSignIn(ada, (await signInAtX(ada)).answer);
  expect(connected.status).toBe(200);
  id = String(connected.data.account.id);
});
afterAll(async () => {
  for (const name of ENV) delete process.env[name];
  await x.stop();
  await oauth.stop();
  await handle.close();
  await resumeJobs();
});

describe("writes to X with the account's own user token", () => {
  it("follows and unfollows on X", async () => {
    x.requests.length = 0;
    const res = await ada.call(follow.POST, "POST", `${base}/${id}/follow/`, { params: { id }, body: { handle: "@tea_friend" } });
    expect(res.data).toEqual({ id: "3001", handle: "tea_friend", following: true });
    expect(x.requests).toMatchObject([{ method: "POST", path: `/2/users/${STUB_X_USER.id}/following`, body: { target_user_id: "3001" }, status: 200 }]);
    expect([...x.following.get(STUB_X_USER.id)!]).toEqual(["3001"]);
    // Not the local corpus: the write went to X.
    expect(await handle.db.select().from(corpusFollows).where(eq(corpusFollows.followeeId, "3001"))).toEqual([]);
    await ada.call(unfollow.POST, "POST", `${base}/${id}/unfollow/`, { params: { id }, body: { handle: "tea_friend" } });
    expect(x.requests.at(-1)).toMatchObject({ method: "DELETE", path: `/2/users/${STUB_X_USER.id}/following/3001`, status: 200 });
    expect([...x.following.get(STUB_X_USER.id)!]).toEqual([]);
  });

  it("waits for X's x-rate-limit-reset after a 429, then goes through", async () => {
    x.requests.length = 0;
    x.rateLimitNext(2);
    const res = await ada.call(follow.POST, "POST", `${base}/${id}/follow/`, { params: { id }, body: { handle: "tea_neighbour" } });
    expect(res.status).toBe(200);
    const [limited, done] = x.requests;
    expect([limited.status, done.status]).toEqual([429, 200]);
    // The reset was 1-2 s ahead (whole seconds): the retry came after it, not at once.
    expect(done.at - limited.at).toBeGreaterThan(900);
  });

  it("creates, renames and deletes an X list and changes its members on X", async () => {
    const created = await ada.call(lists.POST, "POST", `${base}/${id}/lists/`, { params: { id }, body: { name: "Tea people", description: "Who talks tea" } });
    expect(created.status).toBe(201);
    const listId = created.data.id as string;
    expect(x.lists.get(listId)).toMatchObject({ owner: STUB_X_USER.id, name: "Tea people", description: "Who talks tea", private: false });
    const params = { id, listId };
    const renamed = await ada.call(list.PATCH, "PATCH", `${base}/${id}/lists/${listId}/`, { params, body: { name: "Tea friends" } });
    expect(renamed.data).toMatchObject({ id: listId, name: "Tea friends", member_count: 0 });
    expect(x.requests.find((r) => r.method === "PUT")).toMatchObject({ path: `/2/lists/${listId}`, body: { name: "Tea friends" }, status: 200 });
    const added = await ada.call(members.POST, "POST", `${base}/${id}/lists/${listId}/members/`, { params, body: { handle: "tea_neighbour" } });
    expect(added.status).toBe(201);
    expect(x.lists.get(listId)!.members).toEqual(["3002"]);
    const shown = await ada.call(members.GET, "GET", `${base}/${id}/lists/${listId}/members/`, { params });
    expect(shown.data.map((m: { handle: string }) => m.handle)).toEqual(["tea_neighbour"]);
    expect((await ada.call(lists.GET, "GET", `${base}/${id}/lists/`, { params: { id } })).data).toEqual([{ id: listId, name: "Tea friends", description: "Who talks tea", private: false, member_count: 1 }]);
    await ada.call(member.DELETE, "DELETE", `${base}/${id}/lists/${listId}/members/3002/`, { params: { ...params, memberId: "3002" } });
    expect(x.lists.get(listId)!.members).toEqual([]);
    await ada.call(list.DELETE, "DELETE", `${base}/${id}/lists/${listId}/`, { params });
    expect(x.lists.has(listId)).toBe(false);
    // Every body X received met its OpenAPI request schema.
    expect(x.requests.filter((r) => r.status === 400)).toEqual([]);
  });

  it("an account connected without X sign-in keeps writing to the local corpus", async () => {
    const [plain] = await handle.db.insert(creatorAccounts).values({ userId: ada.userId, xUserId: "3002", handle: "tea_neighbour" }).returning();
    const before = x.requests.length;
    const pid = String(plain.id);
    const res = await ada.call(follow.POST, "POST", `${base}/${pid}/follow/`, { params: { id: pid }, body: { handle: "tea_friend" } });
    expect(res.data.following).toBe(true);
    expect(x.requests.length).toBe(before);
    expect(await handle.db.select().from(corpusFollows).where(and(eq(corpusFollows.followerId, "3002"), eq(corpusFollows.followeeId, "3001")))).toHaveLength(1);
  });
});
