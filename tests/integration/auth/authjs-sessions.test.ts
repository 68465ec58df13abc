import { beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { setupAuthSuite } from "@/tests/support/auth-suite";
import { loginCodeIn } from "@/tests/support/smtp-capture";
import { Caller } from "@/tests/support/caller";
import { requestLoginCode } from "@/tests/support/login-code";
import { rateLimitHits, sessions, users, verificationTokens } from "@/lib/server/db/schema";
import * as magicUse from "@/app/api/user/magic-link/use/route";
import * as personalMagic from "@/app/api/external/personal-magic-link/magic/route";
import * as personalUse from "@/app/api/external/personal-magic-link/use/route";
import * as me from "@/app/api/user/me/route";
import * as logout from "@/app/rest-auth/logout/route";

const suite = setupAuthSuite({ smtp: true });
beforeEach(async () => {
  await suite.handle.db.delete(rateLimitHits);
});

function requestCode(caller: Caller, email: string) {
  return requestLoginCode(caller, suite.smtp, email);
}

async function signIn(email: string) {
  const caller = new Caller();
  const { magicCode, code } = await requestCode(caller, email);
  const res = await caller.call(magicUse.POST, "POST", "/api/user/magic-link/use/", { body: { magic_code: magicCode, confirm_code: code } });
  expect(res.status).toBe(200);
  return { caller, res };
}

async function userId(email: string) {
  const [row] = await suite.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row.id;
}

describe("the magic code through Auth.js's e-mail provider", () => {
  it("keeps only Auth.js's hash of the code, and spends it on use", async () => {
    const caller = new Caller();
    const { magicCode, code } = await requestCode(caller, "hash@example.com");
    const stored = await suite.handle.db.select().from(verificationTokens).where(eq(verificationTokens.identifier, "hash@example.com"));
    expect(stored).toHaveLength(1);
    expect(stored[0].token).not.toContain(code);
    expect(stored[0].token).not.toContain(magicCode);
    expect(stored[0].expires.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    expect(stored[0].expires.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    await caller.call(magicUse.POST, "POST", "/api/user/magic-link/use/", { body: { magic_code: magicCode, confirm_code: code } });
    expect(await suite.handle.db.select().from(verificationTokens).where(eq(verificationTokens.identifier, "hash@example.com"))).toEqual([]);
  });

  it("refuses a code whose Auth.js token has expired", async () => {
    const caller = new Caller();
    const { magicCode, code } = await requestCode(caller, "stale@example.com");
    await suite.handle.db.update(verificationTokens).set({ expires: sql`now() - interval '1 second'` }).where(eq(verificationTokens.identifier, "stale@example.com"));
    const res = await caller.call(magicUse.POST, "POST", "/api/user/magic-link/use/", { body: { magic_code: magicCode, confirm_code: code } });
    expect(res).toMatchObject({ status: 400, data: { detail: "Invalid login code" } });
    expect(caller.cookies.has("murmur-session")).toBe(false);
  });

  it("accepts a code only with the magic_code it was sent for", async () => {
    const caller = new Caller();
    const first = await requestCode(caller, "pair@example.com");
    const second = await requestCode(caller, "pair@example.com");
    const crossed = await caller.call(magicUse.POST, "POST", "/api/user/magic-link/use/", { body: { magic_code: first.magicCode, confirm_code: second.code } });
    expect(crossed).toMatchObject({ status: 400, data: { detail: "Invalid login code" } });
    const right = await caller.call(magicUse.POST, "POST", "/api/user/magic-link/use/", { body: { magic_code: second.magicCode, confirm_code: second.code } });
    expect(right.status).toBe(200);
  });

  it("gives a new user the language of the browser that signed in", async () => {
    const caller = new Caller();
    const { magicCode, code } = await requestCode(caller, "nihongo@example.com");
    const res = await caller.call(magicUse.POST, "POST", "/api/user/magic-link/use/", {
      body: { magic_code: magicCode, confirm_code: code },
      headers: { "accept-language": "ja,en;q=0.5" },
    });
    expect(res.data.language).toBe("ja");
    expect(caller.cookies.get("murmur-locale")).toBe("ja");
  });
});

describe("Auth.js database sessions", () => {
  it("sets an HttpOnly, SameSite=Lax, host-only cookie and stores only a hash of it", async () => {
    const { caller, res } = await signIn("cookie@example.com");
    const setCookies = res.headers.getSetCookie();
    const session = setCookies.find((c: string) => c.startsWith("murmur-session="))!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=lax/i);
    expect(session).not.toMatch(/Domain=/i);
    expect(session).not.toMatch(/Secure/i);
    const csrf = setCookies.find((c: string) => c.startsWith("murmur-csrf="))!;
    expect(csrf).not.toMatch(/HttpOnly/i);
    const rows = await suite.handle.db.select().from(sessions).where(eq(sessions.userId, await userId("cookie@example.com")));
    expect(rows).toHaveLength(1);
    expect(rows[0].sessionToken).not.toBe(caller.cookies.get("murmur-session"));
    expect(rows[0].expires.getTime() - Date.now()).toBeGreaterThan(13 * 86_400_000);
  });

  it("ends an expired session: the cookie no longer signs in and the row is gone", async () => {
    const { caller } = await signIn("expiring@example.com");
    expect((await caller.call(me.GET, "GET", "/api/user/me/")).status).toBe(200);
    const id = await userId("expiring@example.com");
    await suite.handle.db.update(sessions).set({ expires: sql`now() - interval '1 second'` }).where(eq(sessions.userId, id));
    expect((await caller.call(me.GET, "GET", "/api/user/me/")).status).toBe(401);
    expect(await suite.handle.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
  });

  it("sign-out deletes the session, so a copied cookie is dead too", async () => {
    const { caller } = await signIn("leaver@example.com");
    const copy = new Caller();
    copy.cookies = new Map(caller.cookies);
    expect((await caller.call(logout.POST, "POST", "/rest-auth/logout/")).data).toEqual({ detail: "Successfully logged out." });
    expect(caller.cookies.has("murmur-session")).toBe(false);
    expect(caller.cookies.has("murmur-csrf")).toBe(false);
    expect((await copy.call(me.GET, "GET", "/api/user/me/")).status).toBe(401);
    expect(await suite.handle.db.select().from(sessions).where(eq(sessions.userId, await userId("leaver@example.com")))).toEqual([]);
  });

  it("a session's CSRF value does not work for another session", async () => {
    const one = (await signIn("one@example.com")).caller;
    const two = (await signIn("two@example.com")).caller;
    one.sendCsrf = false;
    const res = await one.call(me.PUT, "PUT", "/api/user/me/", { body: { first_name: "X" }, headers: { "x-csrftoken": two.cookies.get("murmur-csrf")! } });
    expect(res).toMatchObject({ status: 403, data: { detail: "CSRF Failed: CSRF token missing or incorrect." } });
  });

  it("the toolkit's personal login leaves a token and no cookie session behind", async () => {
    const browser = new Caller();
    const magic = await browser.call(personalMagic.GET, "GET", "/api/external/personal-magic-link/magic/?email=kit@example.com");
    const code = loginCodeIn(await suite.smtp.latestTo("kit@example.com"));
    const used = await browser.call(personalUse.GET, "GET", `/api/external/personal-magic-link/use/?magic_code=${magic.data.magic_code}&confirm_code=${code}`);
    expect(used.status).toBe(200);
    expect(await suite.handle.db.select().from(sessions).where(eq(sessions.userId, await userId("kit@example.com")))).toEqual([]);
    const script = new Caller();
    script.token = used.data.token;
    expect((await script.call(me.GET, "GET", "/api/user/me/")).data.email).toBe("kit@example.com");
  });
});
