import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupAuthSuite } from "@/tests/support/auth-suite";
import { startOAuth1Stub, type OAuth1Stub } from "@/tests/support/oauth1-server";
import { Caller } from "@/tests/support/caller";
import { signedInCaller } from "@/tests/support/auth";
import * as requestToken from "@/app/rest-auth/[network]/request_token/route";
import * as accessToken from "@/app/rest-auth/[network]/access_token/route";
import * as networkLogin from "@/app/rest-auth/[network]/route";
import * as networkConnect from "@/app/rest-auth/[network]/connect/route";

setupAuthSuite({});
let stub: OAuth1Stub;
beforeAll(async () => {
  stub = await startOAuth1Stub({ key: "murmur-demo-x-consumer", secret: "murmur-demo-x-consumer-secret" });
  process.env.OAUTH1_TWITTER_BASE_URL = stub.url;
});
afterAll(async () => {
  delete process.env.OAUTH1_TWITTER_BASE_URL;
  await stub.stop();
});

const twitter = { network: "twitter" };

/** request_token -> X's authenticate page -> back with a verifier -> access_token. */
async function oauth1Tokens(caller: Caller) {
  const step1 = await caller.call(requestToken.GET, "GET", "/rest-auth/twitter/request_token/?oauth_callback=http://localhost:3000/login/twitter", { params: twitter });
  expect(step1.status).toBe(200);
  const back = new URL((await fetch(step1.data.authenticate_url, { redirect: "manual" })).headers.get("location")!);
  expect(back.searchParams.get("oauth_token")).toBe(step1.data.oauth_token);
  const query = `oauth_token=${back.searchParams.get("oauth_token")}&oauth_verifier=${back.searchParams.get("oauth_verifier")}`;
  const step2 = await caller.call(accessToken.GET, "GET", `/rest-auth/twitter/access_token/?${query}`, { params: twitter });
  expect(step2.status).toBe(200);
  return { step2, query };
}

describe("X sign-in over OAuth 1.0a (request_token, access_token, login, connect)", () => {
  it("signs in with tokens whose every request the local X verified, and refuses a reused request token", async () => {
    const caller = new Caller();
    const { step2, query } = await oauth1Tokens(caller);
    expect(step2.data).toMatchObject({ user_id: "55501", screen_name: "oona" });
    const login = await caller.call(networkLogin.POST, "POST", "/rest-auth/twitter/", { params: twitter, body: { access_token: step2.data.access_token, token_secret: step2.data.token_secret } });
    expect(login.status).toBe(200);
    expect(login.data).toMatchObject({ first_name: "Oona", social_accounts: [{ provider: "twitter" }] });
    expect(stub.rejected).toBe(0);

    const replay = await caller.call(accessToken.GET, "GET", `/rest-auth/twitter/access_token/?${query}`, { params: twitter });
    expect(replay).toMatchObject({ status: 400, data: { detail: "Error: Unauthorized login attempt" } });
  });

  it("refuses forged tokens, foreign callbacks and other networks", async () => {
    const caller = new Caller();
    const forged = await caller.call(networkLogin.POST, "POST", "/rest-auth/twitter/", { params: twitter, body: { access_token: "made-up", token_secret: "made-up" } });
    expect(forged.status).toBe(400);
    expect(caller.cookies.has("murmur-session")).toBe(false);
    const foreign = await caller.call(requestToken.GET, "GET", "/rest-auth/twitter/request_token/?oauth_callback=https://evil.example/steal", { params: twitter });
    expect(foreign).toMatchObject({ status: 400, data: { oauth_callback: ["oauth_callback must be on this site."] } });
    expect((await caller.call(requestToken.GET, "GET", "/rest-auth/google/request_token/?oauth_callback=http://localhost:3000/x", { params: { network: "google" } })).status).toBe(404);
  });

  it("will not connect an X account that is already another user's", async () => {
    const user = await signedInCaller("legacy@example.com");
    const { step2 } = await oauth1Tokens(user);
    const taken = await user.call(networkConnect.POST, "POST", "/rest-auth/twitter/connect/", { params: twitter, body: { access_token: step2.data.access_token, token_secret: step2.data.token_secret } });
    expect(taken.status).toBe(409);
  });
});
