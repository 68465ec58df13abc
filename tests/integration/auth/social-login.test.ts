import { describe, expect, it } from "vitest";
import { setupAuthSuite } from "@/tests/support/auth-suite";
import { Caller } from "@/tests/support/caller";
import { signedInCaller } from "@/tests/support/auth";
import * as challenge from "@/app/rest-auth/twitter_oauth2_challenge/code-challenge/route";
import * as networkLogin from "@/app/rest-auth/[network]/route";
import * as networkConnect from "@/app/rest-auth/[network]/connect/route";
import * as twitterOauth2 from "@/app/rest-auth/twitter_oauth2/route";
import * as socialAccounts from "@/app/rest-auth/socialaccounts/route";
import * as disconnect from "@/app/rest-auth/socialaccounts/[pk]/disconnect/route";
import * as me from "@/app/api/user/me/route";

const suite = setupAuthSuite({ oauth: true });

/** Walks to the network and back like a browser: returns the code and state it came back with. */
async function visitNetwork(caller: Caller, network: string, state: string) {
  const res = await caller.call(challenge.GET, "GET", `/rest-auth/twitter_oauth2_challenge/code-challenge/?network=${network}&state=${state}`);
  expect(res.status).toBe(200);
  const authorize = new URL(res.data.authorize_url);
  expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
  expect(authorize.searchParams.get("redirect_uri")).toBe(`http://localhost:3000/login/${network}`);
  const back = await fetch(authorize, { redirect: "manual" });
  const location = new URL(back.headers.get("location")!);
  return { code: location.searchParams.get("code")!, state: location.searchParams.get("state")!, scope: authorize.searchParams.get("scope") };
}

describe("social sign-in against the local OAuth server", () => {
  it("signs a new person in with X (OAuth 2.0 + PKCE) and remembers the connection", async () => {
    suite.oauth.setUser({ id: "777", name: "Xena Writer", username: "xena" });
    const caller = new Caller();
    const { code, state, scope } = await visitNetwork(caller, "twitter", "123456789");
    expect(state).toBe("123456789");
    expect(scope).toContain("users.read");
    const res = await caller.call(networkLogin.POST, "POST", "/rest-auth/twitter/", { params: { network: "twitter" }, body: { code, state } });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ first_name: "Xena", last_name: "Writer", email: null, social_accounts: [{ provider: "twitter" }] });
    expect((await caller.call(me.GET, "GET", "/api/user/me/")).status).toBe(200);

    // The same X account signs in as the same user through the X-specific endpoint.
    const again = new Caller();
    const second = await visitNetwork(again, "twitter", "42");
    const res2 = await again.call(twitterOauth2.POST, "POST", "/rest-auth/twitter_oauth2/", { body: second });
    expect(res2.data.id).toBe(res.data.id);
  });

  it("refuses a state that was never issued or is used twice", async () => {
    suite.oauth.setUser({ id: "888", name: "Mallory", username: "mallory" });
    const caller = new Caller();
    const { code } = await visitNetwork(caller, "twitter", "1111");
    const forged = await caller.call(networkLogin.POST, "POST", "/rest-auth/twitter/", { params: { network: "twitter" }, body: { code, state: "2222" } });
    expect(forged).toMatchObject({ status: 400, data: { detail: "Error: Unauthorized login attempt" } });
    expect(caller.cookies.has("murmur-session")).toBe(false);

    const fresh = await visitNetwork(caller, "twitter", "3333");
    expect((await caller.call(networkLogin.POST, "POST", "/rest-auth/twitter/", { params: { network: "twitter" }, body: fresh })).status).toBe(200);
    const replay = await new Caller().call(networkLogin.POST, "POST", "/rest-auth/twitter/", { params: { network: "twitter" }, body: fresh });
    expect(replay).toMatchObject({ status: 400, data: { detail: "Error: Unauthorized login attempt" } });
  });

  it("uses the spec's scopes for Facebook and LinkedIn and matches Google sign-ins by e-mail", async () => {
    const caller = new Caller();
    expect((await visitNetwork(caller, "facebook", "5")).scope).toBe("email public_profile ads_management ads_read pages_show_list");
    expect((await visitNetwork(caller, "linkedin", "6")).scope).toContain("r_ads_reporting");
    const known = await signedInCaller("gina@example.com");
    suite.oauth.setUser({ id: "g-1", name: "Gina G", username: "gina", email: "gina@example.com" });
    const google = await visitNetwork(caller, "google", "7");
    const res = await caller.call(networkLogin.POST, "POST", "/rest-auth/google/", { params: { network: "google" }, body: google });
    expect(res.data.id).toBe(known.userId);
  });

  it("connect-social mode attaches the login to the signed-in user, who can list and disconnect it", async () => {
    const user = await signedInCaller("connector@example.com");
    suite.oauth.setUser({ id: "li-9", name: "Conn Ector", username: "conn" });
    const back = await visitNetwork(user, "linkedin", "99");
    const res = await user.call(networkConnect.POST, "POST", "/rest-auth/linkedin/connect/", { params: { network: "linkedin" }, body: back });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ email: "connector@example.com", social_accounts: [{ provider: "linkedin" }] });
    const list = await user.call(socialAccounts.GET, "GET", "/rest-auth/socialaccounts/");
    expect(list.data).toHaveLength(1);
    expect((await user.call(disconnect.POST, "POST", `/rest-auth/socialaccounts/${list.data[0].id}/disconnect/`, { params: { pk: String(list.data[0].id) } })).status).toBe(204);
    expect((await user.call(socialAccounts.GET, "GET", "/rest-auth/socialaccounts/")).data).toEqual([]);

    // Someone else cannot take over a login that belongs to another user.
    const other = await signedInCaller("other@example.com");
    suite.oauth.setUser({ id: "777", name: "Xena Writer", username: "xena" });
    const stolen = await visitNetwork(other, "twitter", "314");
    const refused = await other.call(networkConnect.POST, "POST", "/rest-auth/twitter/connect/", { params: { network: "twitter" }, body: stolen });
    expect(refused.status).toBe(409);
  });
});
