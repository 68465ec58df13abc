import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { creatorAccounts, localXGrants } from "@/lib/server/db/schema";
import * as start from "@/app/api/external/deepthought/x-sign-in/route";
import * as callback from "@/app/api/external/deepthought/x-sign-in/callback/route";
import * as consent from "@/app/api/x-local/oauth2/authorize/route";
import { userAccessToken } from "@/lib/server/creators/x-sign-in/user-token";
import { freshDatabase } from "../../support/test-db";
import { signedInCaller } from "../../support/auth";
import { pauseAppJobWorker } from "../../support/job-worker-paused";
import { seedCreatorNetwork } from "../../support/creator-network";

// The embedded X sign-in (no X client configured): the local consent screen grants a code bound to
// a corpus account and the PKCE challenge; the same state checks as with X.

let handle: DatabaseHandle;
let resumeJobs: () => Promise<void>;
const SUITE = { host: "suite.localhost:3000" };

beforeAll(async () => {
  resumeJobs = await pauseAppJobWorker();
  handle = await freshDatabase();
});
afterAll(async () => {
  await handle.close();
  await resumeJobs();
});

type Creator = Awaited<ReturnType<typeof signedInCaller>>;
const startSignIn = async (creator: Creator) => new URL((await creator.call(start.POST, "POST", "/api/external/deepthought/x-sign-in/", { headers: SUITE })).data.authorize_url);
const decide = (creator: Creator, authorize: URL, choice: Record<string, string>) =>
  creator.call(consent.POST, "POST", "/api/x-local/oauth2/authorize/", { body: { ...Object.fromEntries(authorize.searchParams), ...choice } });
const complete = (creator: Creator, back: string) =>
  creator.call(callback.POST, "POST", "/api/external/deepthought/x-sign-in/callback/", { body: Object.fromEntries(new URL(back).searchParams), headers: SUITE });

describe("the embedded X sign-in", () => {
  it("sends the creator to the local consent screen, then connects the corpus account they chose", async () => {
    const ada = await signedInCaller("ada@embedded-sign-in.example");
    await seedCreatorNetwork(handle.db, (await signedInCaller("owner@embedded-sign-in.example")).userId);
    const authorize = await startSignIn(ada);
    expect(authorize.origin + authorize.pathname).toBe("http://suite.localhost:3000/local-x-consent");
    expect(authorize.searchParams.get("client_id")).toBe("murmur-local-x");
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");

    const info = await ada.call(consent.GET, "GET", `/api/x-local/oauth2/authorize/${authorize.search}`);
    expect(info.status).toBe(200);
    expect(info.data.scopes).toEqual(expect.arrayContaining(["follows.write", "list.write", "offline.access"]));
    expect(info.data.suggestions).toContain("tea_creator");

    const allowed = await decide(ada, authorize, { decision: "allow", handle: "@tea_creator" });
    expect(allowed.status).toBe(200);
    const res = await complete(ada, allowed.data.redirect_to);
    expect(res.status).toBe(200);
    expect(res.data.account).toMatchObject({ handle: "tea_creator", x_user_id: "c0", x_sign_in: true, token_status: "valid" });
    // Codes and tokens are kept as hashes only.
    const grants = await handle.db.select().from(localXGrants).where(eq(localXGrants.xUserId, "c0"));
    expect(grants.map((g) => g.kind).sort()).toEqual(["access", "refresh"]);
    const [row] = await handle.db.select().from(creatorAccounts).where(eq(creatorAccounts.id, res.data.account.id));
    const token = await userAccessToken(handle.db, row);
    expect(grants.some((g) => g.hash === token)).toBe(false);

    // The code was good once.
    const replay = await complete(ada, allowed.data.redirect_to);
    expect(replay.status).toBe(400);
  });

  it("refuses what X would refuse: a denial, an unknown client, a foreign redirect URI, an unknown account", async () => {
    const ben = await signedInCaller("ben@embedded-sign-in.example");
    const authorize = await startSignIn(ben);
    const denied = await decide(ben, authorize, { decision: "deny" });
    expect(new URL(denied.data.redirect_to).searchParams.get("error")).toBe("access_denied");
    expect((await complete(ben, denied.data.redirect_to)).data.detail).toBe("You did not allow Deep Thought to use your X account, so nothing was connected.");

    const second = await startSignIn(ben);
    const client = await decide(ben, second, { decision: "allow", handle: "tea_creator", client_id: "someone-else" });
    expect(client.status).toBe(400);
    expect(client.data.client_id).toEqual(['Unknown client "someone-else".']);
    const elsewhere = await decide(ben, second, { decision: "allow", handle: "tea_creator", redirect_uri: "https://evil.example/authenticated" });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.data.redirect_uri).toEqual(["The redirect URI is not registered for this client."]);
    const nobody = await decide(ben, second, { decision: "allow", handle: "nobody_here_1" });
    expect(nobody.status).toBe(400);
    expect(nobody.data.handle).toEqual(["No X account @nobody_here_1 in this installation's data."]);
    const plain = await decide(ben, second, { decision: "allow", handle: "tea_creator", code_challenge_method: "plain" });
    expect(plain.status).toBe(400);
    expect(await handle.db.select().from(creatorAccounts).where(eq(creatorAccounts.userId, ben.userId))).toEqual([]);
  });
});
