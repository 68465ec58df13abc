import { beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { setupAuthSuite } from "@/tests/support/auth-suite";
import { mailText, type CapturedMail } from "@/tests/support/smtp-capture";
import { Caller } from "@/tests/support/caller";
import { signedInCaller } from "@/tests/support/auth";
import { rateLimitHits, toolkitRequests, userGroups } from "@/lib/server/db/schema";
import * as requests from "@/app/api/external/toolkit-requests/route";
import * as verify from "@/app/api/external/toolkit-requests/verify/route";

const suite = setupAuthSuite({ smtp: true });
beforeEach(async () => {
  await suite.handle.db.delete(rateLimitHits);
});

const TOOLKIT = { host: "toolkit.localhost:3000" };
const access = (email: string) => ({ kind: "access", email, name: "Aiko Sato", company: "Dentsu", country: "Japan", message: "Pro tools for our APAC team" });

function linkIn(mail: CapturedMail): URL {
  const match = mailText(mail).match(/https?:\/\/\S+\/request-verification\?token=[A-Za-z0-9_-]+/);
  if (!match) throw new Error("no verification link in the mail");
  return new URL(match[0]);
}

async function requestAccess(caller: Caller, email: string, headers: Record<string, string> = TOOLKIT) {
  return caller.call(requests.POST, "POST", "/api/external/toolkit-requests/", { body: access(email), headers });
}

describe("toolkit requests: e-mail verified by link", () => {
  it("stores the request, mails a link on the toolkit host, and the link confirms it once opened", async () => {
    const visitor = new Caller();
    const res = await requestAccess(visitor, "Aiko@Agency.example");
    expect(res).toMatchObject({ status: 201, data: { email: "aiko@agency.example" } });
    const link = linkIn(await suite.smtp.latestTo("aiko@agency.example"));
    expect(link.origin).toBe("http://toolkit.localhost:3000");
    const [stored] = await suite.handle.db.select().from(toolkitRequests).where(eq(toolkitRequests.id, res.data.id));
    expect(stored).toMatchObject({ kind: "access", company: "Dentsu", country: "Japan", verifiedAt: null });
    expect(stored.tokenHash).not.toContain(link.searchParams.get("token"));

    const ok = await visitor.call(verify.POST, "POST", "/api/external/toolkit-requests/verify/", { body: { token: link.searchParams.get("token") } });
    expect(ok).toMatchObject({ status: 200, data: { kind: "access", email: "aiko@agency.example" } });
    const [after] = await suite.handle.db.select().from(toolkitRequests).where(eq(toolkitRequests.id, res.data.id));
    expect(after.verifiedAt).toBeInstanceOf(Date);
    // A second opening (a mail scanner came first) still answers, and keeps the first confirmation time.
    const again = await visitor.call(verify.POST, "POST", "/api/external/toolkit-requests/verify/", { body: { token: link.searchParams.get("token") } });
    expect(again.status).toBe(200);
    const [still] = await suite.handle.db.select().from(toolkitRequests).where(eq(toolkitRequests.id, res.data.id));
    expect(still.verifiedAt).toEqual(after.verifiedAt);
  });

  it("refuses an expired link and an unknown one with the same 400", async () => {
    const visitor = new Caller();
    const res = await requestAccess(visitor, "late@agency.example");
    const token = linkIn(await suite.smtp.latestTo("late@agency.example")).searchParams.get("token");
    await suite.handle.db.update(toolkitRequests).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(toolkitRequests.id, res.data.id));
    const expired = await visitor.call(verify.POST, "POST", "/api/external/toolkit-requests/verify/", { body: { token } });
    expect(expired).toMatchObject({ status: 400, data: { detail: "This link is not valid or has expired." } });
    const unknown = await visitor.call(verify.POST, "POST", "/api/external/toolkit-requests/verify/", { body: { token: "x".repeat(43) } });
    expect(unknown).toMatchObject({ status: 400, data: { detail: "This link is not valid or has expired." } });
    const [row] = await suite.handle.db.select().from(toolkitRequests).where(eq(toolkitRequests.id, res.data.id));
    expect(row.verifiedAt).toBeNull();
  });

  it("limits requests per e-mail address: the fourth in an hour is a 429 that stores and sends nothing", async () => {
    const visitor = new Caller();
    for (let i = 0; i < 3; i++) expect((await requestAccess(visitor, "eager@agency.example")).status).toBe(201);
    const before = suite.smtp.mails.length;
    const fourth = await requestAccess(visitor, "eager@agency.example");
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get("retry-after")).toBe("3600");
    expect(suite.smtp.mails.length).toBe(before);
    const rows = await suite.handle.db.select().from(toolkitRequests).where(eq(toolkitRequests.email, "eager@agency.example"));
    expect(rows).toHaveLength(3);
    // Another address from the same place is still served.
    expect((await requestAccess(visitor, "calm@agency.example")).status).toBe(201);
  });

  it("never aims the link at a host that is not the toolkit's", async () => {
    await requestAccess(new Caller(), "forged@agency.example", { host: "evil.example" });
    expect(linkIn(await suite.smtp.latestTo("forged@agency.example")).origin).toBe("http://toolkit.localhost");
  });

  it("names the material in a download request's mail, in the visitor's language", async () => {
    const res = await new Caller().call(requests.POST, "POST", "/api/external/toolkit-requests/", {
      body: { kind: "download", email: "dl@agency.example", title: "x-targeting-faq" },
      headers: { ...TOOLKIT, "accept-language": "ja" },
    });
    expect(res.status).toBe(201);
    // Quoted-printable bytes come back one character each: read them again as UTF-8.
    const text = Buffer.from(mailText(await suite.smtp.latestTo("dl@agency.example")), "latin1").toString("utf8");
    expect(text).toContain("x-targeting-faq");
    expect(text).toContain("メールアドレスを確認してください");
  });

  it("refuses a request without a valid e-mail, company or name, and stores nothing", async () => {
    const count = async () => (await suite.handle.db.select().from(toolkitRequests)).length;
    const before = await count();
    const res = await new Caller().call(requests.POST, "POST", "/api/external/toolkit-requests/", { body: { kind: "access", email: "not-an-email", name: "", company: "" }, headers: TOOLKIT });
    expect(res.status).toBe(400);
    expect(res.data).toMatchObject({ email: ["Please enter a valid email address"], name: ["Name is required"], company: ["Company is required"] });
    expect(await count()).toBe(before);
  });

  it("shows the requests to the toolkit's admins only", async () => {
    await requestAccess(new Caller(), "listed@agency.example");
    expect((await new Caller().call(requests.GET, "GET", "/api/external/toolkit-requests/")).status).toBe(401);
    const user = await signedInCaller("someone@murmur.example");
    expect((await user.call(requests.GET, "GET", "/api/external/toolkit-requests/")).status).toBe(403);
    const admin = await signedInCaller("staff@murmur.example");
    await suite.handle.db.insert(userGroups).values({ userId: admin.userId, name: "Toolkit_admin" });
    const list = await admin.call(requests.GET, "GET", "/api/external/toolkit-requests/");
    expect(list.status).toBe(200);
    expect(list.data[0]).toMatchObject({ email: "listed@agency.example", kind: "access", company: "Dentsu", verified: false });
  });
});
