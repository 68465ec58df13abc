import { describe, expect, it } from "vitest";
import { setupAuthSuite } from "@/tests/support/auth-suite";
import { loginCodeIn } from "@/tests/support/smtp-capture";
import { Caller } from "@/tests/support/caller";
import { signedInCaller } from "@/tests/support/auth";
import * as personalMagic from "@/app/api/external/personal-magic-link/magic/route";
import * as personalUse from "@/app/api/external/personal-magic-link/use/route";
import * as tokens from "@/app/api/user/tokens/route";
import * as token from "@/app/api/user/tokens/[id]/route";
import * as me from "@/app/api/user/me/route";
import * as loginViaToken from "@/app/rest-auth/login-via-token/route";
import * as logout from "@/app/rest-auth/logout/route";

const suite = setupAuthSuite({ smtp: true });

describe("DRF-style tokens", () => {
  it("the toolkit's personal session gets a token that authenticates writes without CSRF, until revoked", async () => {
    const browser = new Caller();
    const magic = await browser.call(personalMagic.GET, "GET", "/api/external/personal-magic-link/magic/?email=tool@example.com");
    expect(magic.status).toBe(200);
    const code = loginCodeIn(await suite.smtp.latestTo("tool@example.com"));
    const used = await browser.call(personalUse.GET, "GET", `/api/external/personal-magic-link/use/?magic_code=${magic.data.magic_code}&confirm_code=${code}`);
    expect(used.data).toMatchObject({ email: "tool@example.com", signedInAs: "tool@example.com", name: "tool@example.com" });
    expect(browser.cookies.has("murmur-session")).toBe(false);

    const script = new Caller();
    script.token = used.data.token;
    expect((await script.call(me.PUT, "PUT", "/api/user/me/", { body: { first_name: "Tool" } })).data.first_name).toBe("Tool");

    // The key is never listed again, and revoking it signs the script out.
    const listed = await script.call(tokens.GET, "GET", "/api/user/tokens/");
    expect(JSON.stringify(listed.data)).not.toContain(used.data.token);
    const id = String(listed.data[0].id);
    expect((await script.call(token.DELETE, "DELETE", `/api/user/tokens/${id}/`, { params: { id } })).status).toBe(204);
    expect(await script.call(me.GET, "GET", "/api/user/me/")).toMatchObject({ status: 401, data: { detail: "Invalid token." } });
  });

  it("a token cannot revoke someone else's token, and login-via-token turns a token into a session", async () => {
    const owner = await signedInCaller("owner2@example.com");
    const created = await owner.call(tokens.POST, "POST", "/api/user/tokens/", { body: { name: "extension" } });
    expect(created.status).toBe(201);
    const intruder = await signedInCaller("intruder@example.com");
    const id = String(created.data.id);
    expect((await intruder.call(token.DELETE, "DELETE", `/api/user/tokens/${id}/`, { params: { id } })).status).toBe(404);

    const fresh = new Caller();
    const session = await fresh.call(loginViaToken.POST, "POST", "/rest-auth/login-via-token/", { body: { token: created.data.key } });
    expect(session.data.email).toBe("owner2@example.com");
    expect(fresh.cookies.get("murmur-session")).toBeTruthy();
    expect((await new Caller().call(loginViaToken.POST, "POST", "/rest-auth/login-via-token/", { body: { token: "bogus" } })).status).toBe(401);

    // Logging out with a token revokes that token.
    const script = new Caller();
    script.token = created.data.key;
    expect((await script.call(logout.POST, "POST", "/rest-auth/logout/")).status).toBe(200);
    expect((await script.call(me.GET, "GET", "/api/user/me/")).status).toBe(401);
  });

  it("a token shows when it was last used, to the minute, without a write on every request", async () => {
    const owner = await signedInCaller("lastused@example.com");
    const created = await owner.call(tokens.POST, "POST", "/api/user/tokens/", { body: { name: "script" } });
    const lastUsed = async () => (await owner.call(tokens.GET, "GET", "/api/user/tokens/")).data[0].last_used;
    expect(await lastUsed()).toBeNull();

    const script = new Caller();
    script.token = created.data.key;
    expect((await script.call(me.GET, "GET", "/api/user/me/")).status).toBe(200);
    const first = await lastUsed();
    expect(first).not.toBeNull();
    expect((await script.call(me.GET, "GET", "/api/user/me/")).status).toBe(200);
    expect(await lastUsed()).toEqual(first);
  });
});
