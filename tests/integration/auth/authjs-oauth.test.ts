import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { setupAuthSuite } from "@/tests/support/auth-suite";
import { Caller } from "@/tests/support/caller";
import { signedInCaller } from "@/tests/support/auth";
import { sessions, socialAccounts } from "@/lib/server/db/schema";
import { createApiToken } from "@/lib/server/auth/api-tokens";
import * as challenge from "@/app/rest-auth/twitter_oauth2_challenge/code-challenge/route";
import * as networkLogin from "@/app/rest-auth/[network]/route";
import * as networkConnect from "@/app/rest-auth/[network]/connect/route";
import * as socialList from "@/app/rest-auth/socialaccounts/route";
import * as me from "@/app/api/user/me/route";

const suite = setupAuthSuite({ oauth: true });

/** To the network (the local OAuth server) and back, like a browser: the code and state it returns. */
async function visitNetwork(caller: Caller, network: string, state: string) {
  const res = await caller.call(challenge.GET, "GET", `/rest-auth/twitter_oauth2_challenge/code-challenge/?network=${network}&state=${state}`);
  expect(res.status).toBe(200);
  const authorize = new URL(res.data.authorize_url);
  expect(authorize.searchParams.get("code_challenge")).toBe(res.data.code_challenge);
  const back = await fetch(authorize, { redirect: "manual" });
  const location = new URL(back.headers.get("location")!);
  return { code: location.searchParams.get("code")!, state: location.searchParams.get("state")! };
}

describe("each network's full flow through Auth.js", () => {
  const people = {
    twitter: { id: "x-100", name: "Tess Tweeter", username: "tess" },
    google: { id: "g-100", name: "Gus Google", username: "gus", email: "gus@example.com" },
    facebook: { id: "f-100", name: "Fay Book", username: "fay", email: "fay@example.com" },
    linkedin: { id: "l-100", name: "Lin Ked", username: "lin", email: "lin@example.com" },
  } as const;

  for (const [network, person] of Object.entries(people)) {
    it(`signs a new person in with ${network} and lists the connection with its profile`, async () => {
      suite.oauth.setUser(person);
      const caller = new Caller();
      const back = await visitNetwork(caller, network, String(100 + network.length));
      const res = await caller.call(networkLogin.POST, "POST", `/rest-auth/${network}/`, { params: { network }, body: back });
      expect(res.status).toBe(200);
      const [first, last] = person.name.split(" ");
      expect(res.data).toMatchObject({ first_name: first, last_name: last, email: "email" in person ? person.email : null, social_accounts: [{ provider: network }] });
      expect(caller.cookies.get("murmur-session")).toBeTruthy();
      const list = await caller.call(socialList.GET, "GET", "/rest-auth/socialaccounts/");
      expect(list.data).toMatchObject([{ provider: network, uid: person.id, extra_data: { name: person.name, username: person.username } }]);
      // The network's tokens are not kept.
      const [row] = await suite.handle.db.select().from(socialAccounts).where(eq(socialAccounts.providerAccountId, person.id));
      expect([row.access_token, row.refresh_token, row.id_token]).toEqual([null, null, null]);
    });
  }
});

describe("PKCE and state", () => {
  it("a code cannot be finished with another sign-in's state (its PKCE verifier does not match)", async () => {
    suite.oauth.setUser({ id: "x-200", name: "Pat Kce", username: "pat" });
    const caller = new Caller();
    const first = await visitNetwork(caller, "twitter", "2001");
    const second = await visitNetwork(caller, "twitter", "2002");
    const crossed = await caller.call(networkLogin.POST, "POST", "/rest-auth/twitter/", { params: { network: "twitter" }, body: { code: first.code, state: second.state } });
    expect(crossed).toMatchObject({ status: 400, data: { detail: "Sign-in with twitter failed. Please try again." } });
    expect(caller.cookies.has("murmur-session")).toBe(false);
    // The state was spent by that try.
    const again = await caller.call(networkLogin.POST, "POST", "/rest-auth/twitter/", { params: { network: "twitter" }, body: second });
    expect(again).toMatchObject({ status: 400, data: { detail: "Error: Unauthorized login attempt" } });
  });
});

describe("connect-social mode", () => {
  it("works for a token caller too, without leaving a session behind", async () => {
    const owner = await signedInCaller("tokenconnect@example.com");
    const { key } = await createApiToken(owner.userId, "script");
    const script = new Caller();
    script.token = key;
    suite.oauth.setUser({ id: "g-300", name: "Other Name", username: "other", email: "someone-else@example.com" });
    const back = await visitNetwork(script, "google", "3001");
    const res = await script.call(networkConnect.POST, "POST", "/rest-auth/google/connect/", { params: { network: "google" }, body: back });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ email: "tokenconnect@example.com", social_accounts: [{ provider: "google" }] });
    // Only the session signedInCaller made remains.
    expect(await suite.handle.db.select().from(sessions).where(eq(sessions.userId, owner.userId))).toHaveLength(1);
    expect((await owner.call(me.GET, "GET", "/api/user/me/")).status).toBe(200);
  });
});
