import { beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { setupAuthSuite } from "@/tests/support/auth-suite";
import { mailText } from "@/tests/support/smtp-capture";
import { Caller } from "@/tests/support/caller";
import { requestLoginCode } from "@/tests/support/login-code";
import { loginCodes, rateLimitHits } from "@/lib/server/db/schema";
import * as magicLink from "@/app/api/user/magic-link/route";
import * as magicUse from "@/app/api/user/magic-link/use/route";
import * as me from "@/app/api/user/me/route";
import * as logout from "@/app/rest-auth/logout/route";

const suite = setupAuthSuite({ smtp: true });
beforeEach(async () => {
  await suite.handle.db.delete(rateLimitHits);
});

function requestCode(caller: Caller, email: string) {
  return requestLoginCode(caller, suite.smtp, email);
}

describe("login by e-mailed code", () => {
  it("signs a new person in with the code from the real SMTP server, and /me answers after", async () => {
    const caller = new Caller();
    expect((await caller.call(me.GET, "GET", "/api/user/me/")).status).toBe(401);
    const { magicCode, code } = await requestCode(caller, "New.Person@Example.com");
    const mail = await suite.smtp.latestTo("new.person@example.com");
    expect(mail.raw).toContain("Your Murmur login code");
    const res = await caller.call(magicUse.POST, "POST", "/api/user/magic-link/use/", { body: { magic_code: magicCode, confirm_code: code } });
    expect(res.status).toBe(200);
    expect(res.data.email).toBe("new.person@example.com");
    expect(caller.cookies.get("murmur-session")).toBeTruthy();
    expect(caller.cookies.get("murmur-locale")).toBe("en");
    const who = await caller.call(me.GET, "GET", "/api/user/me/");
    expect(who.status).toBe(200);
    expect(who.data).toMatchObject({ email: "new.person@example.com", memberships: [], groups: [] });
  });

  it("refuses a code used twice", async () => {
    const caller = new Caller();
    const { magicCode, code } = await requestCode(caller, "twice@example.com");
    const body = { magic_code: magicCode, confirm_code: code };
    expect((await caller.call(magicUse.POST, "POST", "/api/user/magic-link/use/", { body })).status).toBe(200);
    const again = await new Caller().call(magicUse.POST, "POST", "/api/user/magic-link/use/", { body });
    expect(again).toMatchObject({ status: 400, data: { detail: "Invalid login code" } });
  });

  it("refuses an expired code", async () => {
    const caller = new Caller();
    const { magicCode, code } = await requestCode(caller, "late@example.com");
    await suite.handle.db.update(loginCodes).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(loginCodes.magicCode, magicCode));
    const res = await caller.call(magicUse.POST, "POST", "/api/user/magic-link/use/", { body: { magic_code: magicCode, confirm_code: code } });
    expect(res).toMatchObject({ status: 400, data: { detail: "Invalid login code" } });
    expect(caller.cookies.has("murmur-session")).toBe(false);
  });

  it("locks a magic_code after five wrong tries, even for the right code", async () => {
    const caller = new Caller();
    const { magicCode, code } = await requestCode(caller, "guess@example.com");
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const res = await caller.call(magicUse.POST, "POST", "/api/user/magic-link/use/", { body: { magic_code: magicCode, confirm_code: wrong } });
      expect(res.status).toBe(400);
    }
    const right = await caller.call(magicUse.POST, "POST", "/api/user/magic-link/use/", { body: { magic_code: magicCode, confirm_code: code } });
    expect(right).toMatchObject({ status: 400, data: { detail: "Invalid login code" } });
  });

  it("rejects a code that is not six characters and a malformed e-mail with field errors", async () => {
    const caller = new Caller();
    const short = await caller.call(magicUse.POST, "POST", "/api/user/magic-link/use/", { body: { magic_code: "x", confirm_code: "123" } });
    expect(short).toMatchObject({ status: 400, data: { confirm_code: ["Confirm code must be 6 characters"] } });
    const bad = await caller.call(magicLink.POST, "POST", "/api/user/magic-link/", { body: { email: "not-an-email" } });
    expect(bad).toMatchObject({ status: 400, data: { email: ["Please enter a valid email address"] } });
  });

  it("answers 429 after five requests for one e-mail, and per address across e-mails", async () => {
    const caller = new Caller();
    for (let i = 0; i < 5; i++) expect((await caller.call(magicLink.POST, "POST", "/api/user/magic-link/", { body: { email: "spam@example.com" } })).status).toBe(200);
    const sixth = await caller.call(magicLink.POST, "POST", "/api/user/magic-link/", { body: { email: "spam@example.com" } });
    expect(sixth.status).toBe(429);
    expect(sixth.data.detail).toMatch(/Too many requests/);
    expect(sixth.headers.get("retry-after")).toBeTruthy();

    const roamer = new Caller();
    roamer.ip = "198.51.100.9";
    for (let i = 0; i < 30; i++) await roamer.call(magicLink.POST, "POST", "/api/user/magic-link/", { body: { email: `r${i}@example.com` } });
    expect((await roamer.call(magicLink.POST, "POST", "/api/user/magic-link/", { body: { email: "fresh@example.com" } })).status).toBe(429);
  });
});

describe("cookie session", () => {
  it("needs the CSRF header on writes, changes language with the locale cookie, and ends on logout", async () => {
    const caller = new Caller();
    const { magicCode, code } = await requestCode(caller, "csrf@example.com");
    await caller.call(magicUse.POST, "POST", "/api/user/magic-link/use/", { body: { magic_code: magicCode, confirm_code: code } });

    caller.sendCsrf = false;
    const forged = await caller.call(me.PUT, "PUT", "/api/user/me/", { body: { language: "ja" } });
    expect(forged).toMatchObject({ status: 403, data: { detail: "CSRF Failed: CSRF token missing or incorrect." } });
    expect((await caller.call(me.GET, "GET", "/api/user/me/")).data.language).toBe("en");

    caller.sendCsrf = true;
    const put = await caller.call(me.PUT, "PUT", "/api/user/me/", { body: { language: "ja" } });
    expect(put.status).toBe(200);
    expect(put.data.language).toBe("ja");
    expect(caller.cookies.get("murmur-locale")).toBe("ja");
    expect((await caller.call(me.PUT, "PUT", "/api/user/me/", { body: { language: "fr" } })).status).toBe(400);

    expect((await caller.call(logout.POST, "POST", "/rest-auth/logout/")).status).toBe(200);
    expect(caller.cookies.has("murmur-session")).toBe(false);
    expect((await caller.call(me.GET, "GET", "/api/user/me/")).status).toBe(401);

    // Signing in again brings the chosen language back.
    const second = await requestCode(caller, "csrf@example.com");
    expect(mailText(await suite.smtp.latestTo("csrf@example.com"))).toContain("ログインコードは");
    await caller.call(magicUse.POST, "POST", "/api/user/magic-link/use/", { body: { magic_code: second.magicCode, confirm_code: second.code } });
    expect(caller.cookies.get("murmur-locale")).toBe("ja");
  });
});
