import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { creatorAccounts, creatorXSignIns, jobs } from "@/lib/server/db/schema";
import * as me from "@/app/api/external/deepthought/me/route";
import * as switchAccount from "@/app/api/external/deepthought/switch-account/route";
import { userAccessToken } from "@/lib/server/creators/x-sign-in/user-token";
import { seal } from "@/lib/server/crypto/secret-box";
import { freshDatabase } from "../../support/test-db";
import { signedInCaller } from "../../support/auth";
import { pauseAppJobWorker } from "../../support/job-worker-paused";
import { STUB_X_USER, startXOAuthStub, type XOAuthStub } from "../../support/x-oauth-stub";
import { completeXSignIn, signInAtX } from "../../support/x-sign-in-steps";

// "Connect account" with X's own sign-in (OAuth 2.0 authorization code with PKCE), over real HTTP
// against a local stand-in for X's authorize, token and users/me endpoints.

let handle: DatabaseHandle;
let stub: XOAuthStub;
let resumeJobs: () => Promise<void>;
const ENV = ["X_OAUTH_CLIENT_ID", "X_OAUTH_CLIENT_SECRET", "X_OAUTH_AUTHORIZE_URL", "X_OAUTH_TOKEN_URL", "X_API_BASE_URL"];

beforeAll(async () => {
  resumeJobs = await pauseAppJobWorker();
  stub = await startXOAuthStub({ clientId: "creator-client", clientSecret: "creator-secret" });
  Object.assign(process.env, { X_OAUTH_CLIENT_ID: "creator-client", X_OAUTH_CLIENT_SECRET: "creator-secret", X_OAUTH_AUTHORIZE_URL: stub.authorizeUrl, X_OAUTH_TOKEN_URL: stub.tokenUrl, X_API_BASE_URL: stub.url });
  handle = await freshDatabase();
});
afterAll(async () => {
  for (const name of ENV) delete process.env[name];
  await stub.stop();
  await handle.close();
  await resumeJobs();
});

const complete = completeXSignIn;

describe("connecting an account with X sign-in", () => {
  it("asks X for the follows and lists scopes with a S256 challenge, stores the tokens sealed, connects the account and starts its first sync", async () => {
    const ada = await signedInCaller("ada@x-sign-in.example");
    stub.decide("allow");
    const { authorize, back, answer } = await signInAtX(ada);
    expect(authorize.origin + authorize.pathname).toBe(stub.authorizeUrl);
    expect(authorize.searchParams.get("client_id")).toBe("creator-client");
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorize.searchParams.get("scope")!.split(" ")).toEqual(expect.arrayContaining(["follows.read", "follows.write", "list.read", "list.write", "users.read", "offline.access"]));
    expect(back.origin + back.pathname).toBe("http://suite.localhost:3000/authenticated");

    const res = await complete(ada, answer);
    expect(res.status).toBe(200);
    expect(res.data.account).toMatchObject({ handle: STUB_X_USER.username, x_user_id: STUB_X_USER.id, token_status: "valid", x_sign_in: true });
    // The confidential client authenticated with HTTP Basic at the token endpoint.
    expect(stub.tokenRequests.at(-1)).toEqual({ grant: "authorization_code", status: 200, basicAuth: true });
    const [row] = await handle.db.select().from(creatorAccounts).where(eq(creatorAccounts.id, res.data.account.id));
    const [issued] = [...stub.validAccessTokens()];
    expect(row.accessToken).not.toContain(issued);
    expect(await userAccessToken(handle.db, row)).toBe(issued);
    const [job] = await handle.db.select().from(jobs).where(eq(jobs.id, res.data.job_id));
    expect(job).toMatchObject({ name: "creators.sync-followers", status: "queued" });
    const mine = await ada.call(me.GET, "GET", "/api/external/deepthought/me/");
    expect(mine.data.active_account_id).toBe(res.data.account.id);

    // The same answer again (a reload, a replay) is refused: the state was used up.
    const again = await complete(ada, answer);
    expect(again.status).toBe(400);
    expect(again.data.detail).toBe("This sign-in answer does not belong to a sign-in you started, or it was already used. Start again with Connect account under Accounts.");
  });

  it("refuses another user's state, an expired one, a denial and a code X does not accept, with nothing connected", async () => {
    const ben = await signedInCaller("ben@x-sign-in.example");
    const eve = await signedInCaller("eve@x-sign-in.example");
    const { answer } = await signInAtX(ben);
    const stolen = await complete(eve, answer);
    expect(stolen.status).toBe(400);

    await handle.db.update(creatorXSignIns).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(creatorXSignIns.userId, ben.userId));
    const late = await complete(ben, answer);
    expect(late.status).toBe(400);
    expect(late.data.detail).toBe("This sign-in took too long and expired. Start again with Connect account under Accounts.");

    stub.decide("deny");
    const denied = await complete(ben, (await signInAtX(ben)).answer);
    expect(denied.status).toBe(400);
    expect(denied.data.detail).toBe("You did not allow Deep Thought to use your X account, so nothing was connected.");

    stub.decide("allow");
    const forged = await complete(ben, { ...(await signInAtX(ben)).answer, code: "not-a-code-x-issued" });
    expect(forged.status).toBe(400);
    expect(forged.data.detail).toBe("X did not accept the sign-in: Value passed for the authorization code was invalid. Start again with Connect account under Accounts.");

    expect(await handle.db.select().from(creatorAccounts).where(eq(creatorAccounts.userId, ben.userId))).toEqual([]);
    expect(await handle.db.select().from(creatorAccounts).where(eq(creatorAccounts.userId, eve.userId))).toEqual([]);
  });

  it("refreshes the access token before it expires, and asks to reconnect when X refuses the refresh", async () => {
    const cy = await signedInCaller("cy@x-sign-in.example");
    stub.setAccessLifetime(60);
    const res = await complete(cy, (await signInAtX(cy)).answer);
    stub.setAccessLifetime(7200);
    const [row] = await handle.db.select().from(creatorAccounts).where(eq(creatorAccounts.id, res.data.account.id));
    const fresh = await userAccessToken(handle.db, row);
    expect(stub.tokenRequests.at(-1)).toMatchObject({ grant: "refresh_token", status: 200 });
    const [after] = await handle.db.select().from(creatorAccounts).where(eq(creatorAccounts.id, row.id));
    expect(after.tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 7000_000);
    expect(await userAccessToken(handle.db, after)).toBe(fresh);

    await handle.db.update(creatorAccounts).set({ refreshToken: seal("creator-x-tokens", "revoked"), tokenExpiresAt: new Date() }).where(eq(creatorAccounts.id, row.id));
    const [stale] = await handle.db.select().from(creatorAccounts).where(eq(creatorAccounts.id, row.id));
    const error = await userAccessToken(handle.db, stale).catch((e) => e);
    expect(error.message).toBe(`Your X access for @${STUB_X_USER.username} has expired. Reconnect the account under Accounts.`);
    const [expired] = await handle.db.select().from(creatorAccounts).where(eq(creatorAccounts.id, row.id));
    expect(expired.tokenStatus).toBe("expired");
  });

  it("switch-account picks the active account for every suite page, kept for the next visit; another user's account is not found", async () => {
    const dee = await signedInCaller("dee@x-sign-in.example");
    const other = await signedInCaller("other@x-sign-in.example");
    const [first, second] = await handle.db.insert(creatorAccounts).values([{ userId: dee.userId, xUserId: "d1", handle: "dee_one" }, { userId: dee.userId, xUserId: "d2", handle: "dee_two" }]).returning();
    const [foreign] = await handle.db.insert(creatorAccounts).values({ userId: other.userId, xUserId: "o1", handle: "other_one" }).returning();
    expect((await dee.call(me.GET, "GET", "/api/external/deepthought/me/")).data.active_account_id).toBe(first.id);
    const switched = await dee.call(switchAccount.POST, "POST", "/api/external/deepthought/switch-account/", { body: { account_id: second.id } });
    expect(switched.data).toEqual({ active_account_id: second.id });
    expect((await dee.call(me.GET, "GET", "/api/external/deepthought/me/")).data.active_account_id).toBe(second.id);
    const notHers = await dee.call(switchAccount.POST, "POST", "/api/external/deepthought/switch-account/", { body: { account_id: foreign.id } });
    expect(notHers.status).toBe(404);
    expect((await dee.call(me.GET, "GET", "/api/external/deepthought/me/")).data.active_account_id).toBe(second.id);
  });
});
