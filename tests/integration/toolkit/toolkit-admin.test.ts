import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { setupAuthSuite } from "@/tests/support/auth-suite";
import { signedInCaller } from "@/tests/support/auth";
import { Caller } from "@/tests/support/caller";
import { mailText } from "@/tests/support/smtp-capture";
import { marketingMaterials, rateLimitHits, toolkitRequests, userGroups } from "@/lib/server/db/schema";
import { seedMaterials } from "@/lib/server/marketing-materials/seed-materials";
import * as requests from "@/app/api/external/toolkit-requests/route";
import * as oneRequest from "@/app/api/external/toolkit-requests/[id]/route";
import * as verify from "@/app/api/external/toolkit-requests/verify/route";
import * as feedback from "@/app/api/external/audience-request/feedback/route";
import * as oneFeedback from "@/app/api/external/audience-request/feedback/[id]/route";
import * as adminMaterials from "@/app/api/external/toolkit-admin/materials/route";
import * as material from "@/app/api/external/marketing-materials/[slug]/route";
import * as materialFile from "@/app/api/external/marketing-materials/[slug]/file/route";
import * as download from "@/app/api/external/marketing-materials/[slug]/download/route";
import * as access from "@/app/api/external/feature-access/route";
import { callRoute } from "@/tests/support/call-route";

// The admins' uploads land in the upload store: a throwaway directory of this run.
const UPLOADS = mkdtempSync(path.join(tmpdir(), "murmur-toolkit-admin-"));
process.env.UPLOADS_DIR = UPLOADS;
const suite = setupAuthSuite({ smtp: true });
const TOOLKIT = { host: "toolkit.localhost:3000" };

let admin: Awaited<ReturnType<typeof signedInCaller>>;
let member: Caller;

beforeAll(async () => {
  await seedMaterials(suite.handle.db);
  admin = await signedInCaller("staff@murmur.example");
  await suite.handle.db.insert(userGroups).values({ userId: admin.userId, name: "Toolkit_admin" });
  member = await signedInCaller("planner@brand.example");
});
beforeEach(async () => {
  await suite.handle.db.delete(rateLimitHits);
});

async function ask(body: Record<string, unknown>) {
  const res = await new Caller().call(requests.POST, "POST", "/api/external/toolkit-requests/", { body, headers: TOOLKIT });
  expect(res.status).toBe(201);
  return res.data.id as number;
}

async function confirm(email: string) {
  const token = mailText(await suite.smtp.latestTo(email)).match(/token=([A-Za-z0-9_-]+)/)![1];
  expect((await new Caller().call(verify.POST, "POST", "/x", { body: { token } })).status).toBe(200);
}

const list = (caller: Caller, query = "") => caller.call(requests.GET, "GET", `/api/external/toolkit-requests/${query ? `?${query}` : ""}`);
const setStatus = (caller: Caller, id: number, status: string) => caller.call(oneRequest.PATCH, "PATCH", `/api/external/toolkit-requests/${id}/`, { params: { id: String(id) }, body: { status }, headers: TOOLKIT });

describe("the admins' request list", () => {
  it("lists access and download requests and audience feedback, filtered by kind, status, confirmation and words", async () => {
    const accessId = await ask({ kind: "access", email: "aiko@dentsu.example", name: "Aiko Sato", company: "Dentsu APAC", country: "Japan", message: "Pro tools" });
    await confirm("aiko@dentsu.example");
    await ask({ kind: "download", email: "ben@havas.example", title: "x-audience-targeting-deck" });
    expect((await member.call(feedback.POST, "POST", "/x", { body: { rating: "down", message: "Too broad", context: "request-audience" } })).status).toBe(201);

    const all = await list(admin);
    expect(all.status).toBe(200);
    expect(all.data.map((r: { kind: string }) => r.kind).sort()).toEqual(["access", "audience-feedback", "download"]);
    const accessRow = all.data.find((r: { id: number; kind: string }) => r.kind === "access" && r.id === accessId);
    expect(accessRow).toMatchObject({ email: "aiko@dentsu.example", company: "Dentsu APAC", verified: true, status: "new" });
    expect(all.data.find((r: { kind: string }) => r.kind === "audience-feedback")).toMatchObject({ email: "planner@brand.example", rating: "down", message: "Too broad", verified: null });

    expect((await list(admin, "kind=download")).data.map((r: { email: string }) => r.email)).toEqual(["ben@havas.example"]);
    expect((await list(admin, "verified=no")).data.map((r: { email: string }) => r.email)).toEqual(["ben@havas.example"]);
    expect((await list(admin, "q=DENTSU")).data.map((r: { email: string }) => r.email)).toEqual(["aiko@dentsu.example"]);
    expect((await list(admin, "q=broad")).data.map((r: { kind: string }) => r.kind)).toEqual(["audience-feedback"]);
    expect((await list(admin, "q=100%25")).data).toEqual([]);
    expect((await list(admin, "status=handled")).data).toEqual([]);
    expect((await list(admin, "kind=brochure")).status).toBe(400);
  });

  it("refuses everyone but the toolkit's admins", async () => {
    expect((await list(new Caller())).status).toBe(401);
    expect((await list(member)).status).toBe(403);
    expect((await setStatus(member, 1, "handled")).status).toBe(403);
    expect((await member.call(oneFeedback.PATCH, "PATCH", "/x", { params: { id: "1" }, body: { status: "handled" } })).status).toBe(403);
    expect((await member.call(adminMaterials.GET, "GET", "/x")).status).toBe(403);
    expect((await member.call(material.DELETE, "DELETE", "/x", { params: { slug: "targeting-toolkit-faq" } })).status).toBe(403);
    expect((await member.call(access.GET, "GET", "/api/external/feature-access/")).data.toolkit_admin).toBe(false);
    expect((await admin.call(access.GET, "GET", "/api/external/feature-access/")).data.toolkit_admin).toBe(true);
  });
});

describe("what admins do with a request", () => {
  it("approves a confirmed access request once, mailing the visitor where to sign in", async () => {
    const id = await ask({ kind: "access", email: "chloe@omnicom.example", name: "Chloe", company: "Omnicom" });
    const early = await setStatus(admin, id, "approved");
    expect(early).toMatchObject({ status: 400, data: { status: ["The visitor has not confirmed their e-mail address yet."] } });
    await confirm("chloe@omnicom.example");
    expect(await setStatus(admin, id, "approved")).toMatchObject({ status: 200, data: { id, status: "approved" } });
    const mail = await suite.smtp.latestTo("chloe@omnicom.example");
    expect(mail.raw).toContain("Subject: Your Targeting Toolkit access is approved");
    expect(mailText(mail)).toContain("http://toolkit.localhost:3000/explore");
    const [row] = await suite.handle.db.select().from(toolkitRequests).where(eq(toolkitRequests.id, id));
    expect(row).toMatchObject({ status: "approved", handledBy: admin.userId });
    expect(row.handledAt).toBeInstanceOf(Date);
    expect((await list(admin, "status=approved")).data.map((r: { id: number }) => r.id)).toEqual([id]);
  });

  it("marks a download handled and new again; a download cannot be approved; unknown ids are 404", async () => {
    const id = await ask({ kind: "download", email: "dan@wadi.example", title: "targeting-toolkit-faq" });
    expect(await setStatus(admin, id, "approved")).toMatchObject({ status: 400, data: { status: ["This status does not apply to this kind of request."] } });
    expect((await setStatus(admin, id, "handled")).status).toBe(200);
    expect((await list(admin, "kind=download&status=handled")).data.map((r: { id: number }) => r.id)).toContain(id);
    expect((await setStatus(admin, id, "new")).status).toBe(200);
    const [row] = await suite.handle.db.select().from(toolkitRequests).where(eq(toolkitRequests.id, id));
    expect(row).toMatchObject({ status: "new", handledAt: null, handledBy: null });
    expect((await setStatus(admin, 999_999, "handled")).status).toBe(404);
    expect((await admin.call(oneRequest.PATCH, "PATCH", "/x", { params: { id: "abc" }, body: { status: "handled" } })).status).toBe(404);
    expect((await setStatus(admin, id, "done")).status).toBe(400);
  });

  it("marks audience-request feedback handled", async () => {
    const created = await member.call(feedback.POST, "POST", "/x", { body: { rating: "up", message: "Spot on" } });
    const patch = (status: string) => admin.call(oneFeedback.PATCH, "PATCH", "/x", { params: { id: String(created.data.id) }, body: { status } });
    expect((await patch("approved")).status).toBe(400);
    expect(await patch("handled")).toMatchObject({ status: 200, data: { status: "handled" } });
    const handled = await list(admin, "kind=audience-feedback&status=handled");
    expect(handled.data.map((r: { message: string }) => r.message)).toEqual(["Spot on"]);
  });
});

describe("the admins' materials", () => {
  const put = (caller: Caller, slug: string, query: string, body: string | Uint8Array<ArrayBuffer>, type: string) =>
    caller.call(materialFile.PUT, "PUT", `/api/external/marketing-materials/${slug}/file/?${query}`, { params: { slug }, rawBody: body, headers: { "content-type": type } });
  const stored = () => readdirSync(UPLOADS);
  const keyOf = async (slug: string) => (await suite.handle.db.select().from(marketingMaterials).where(eq(marketingMaterials.slug, slug)))[0];

  it("adds a PDF to the upload store, lists it with whom it is for, replaces it (the old file goes) and deletes it", async () => {
    const pdf = "%PDF-1.7\nfirst";
    const query = "content_type=case-study&title=Dutch%20retail&file_name=retail.pdf&agencies=dentsu-nl&country_id=151&language=en";
    expect((await put(admin, "dutch-retail", query, pdf, "application/pdf")).status).toBe(201);
    const first = await keyOf("dutch-retail");
    expect(first.file).toBeNull();
    expect(stored()).toContain(first.fileKey);
    const listed = (await admin.call(adminMaterials.GET, "GET", "/x")).data.find((m: { slug: string }) => m.slug === "dutch-retail");
    expect(listed).toMatchObject({ title: "Dutch retail", agencies: ["dentsu-nl"], country_id: 151, mime_type: "application/pdf", file_size: pdf.length, file_name: "retail.pdf" });

    const nl = await signedInCaller("planner@dentsu-nl.example");
    await suite.handle.db.insert(userGroups).values({ userId: nl.userId, name: "dentsu-nl" });
    const link = await nl.call(download.POST, "POST", "/x", { params: { slug: "dutch-retail" } });
    const slug = decodeURIComponent(link.data.url.split("/")[4]);
    expect(await (await callRoute(materialFile.GET, { url: link.data.url, params: { slug } })).json).toBe(pdf);

    expect((await put(admin, "dutch-retail", query, "%PDF-1.7\nsecond", "application/pdf")).status).toBe(201);
    const second = await keyOf("dutch-retail");
    expect(second.fileKey).not.toBe(first.fileKey);
    expect(existsSync(path.join(UPLOADS, first.fileKey!))).toBe(false);

    expect((await admin.call(material.DELETE, "DELETE", "/x", { params: { slug: "dutch-retail" } })).status).toBe(204);
    expect(await keyOf("dutch-retail")).toBeUndefined();
    expect(existsSync(path.join(UPLOADS, second.fileKey!))).toBe(false);
    expect((await admin.call(material.DELETE, "DELETE", "/x", { params: { slug: "dutch-retail" } })).status).toBe(404);
  });

  it("edits a material's details without a new file: whom it is for changes, the file stays, a download request follows a new address", async () => {
    const query = "content_type=one-pager&title=Launch%20brief&file_name=brief.txt";
    expect((await put(admin, "launch-brief", query, "the brief", "text/plain")).status).toBe(201);
    const before = await keyOf("launch-brief");
    await ask({ kind: "download", email: "waiting@agency.example", title: "launch-brief" });
    const patch = (caller: Caller, slug: string, body: Record<string, unknown>) => caller.call(material.PATCH, "PATCH", "/x", { params: { slug }, body });
    const details = { slug: "havas-launch-brief", content_type: "case-study", title: "Launch brief for Havas", summary: "How Havas sized a launch.", language: "ja", agencies: ["havas"], country_id: 289 };

    expect((await patch(new Caller(), "launch-brief", details)).status).toBe(401);
    expect((await patch(member, "launch-brief", details)).status).toBe(403);
    const refused = await patch(admin, "launch-brief", { ...details, title: " ", agencies: ["nobody"], country_id: -1 });
    expect(refused).toMatchObject({
      status: 400,
      data: { title: ["Title is required"], "agencies.0": ["Agencies is not valid"], country_id: ["Country id is a number"] },
    });
    expect(await patch(admin, "launch-brief", { ...details, slug: "targeting-toolkit-faq" })).toMatchObject({ status: 409, data: { slug: ["Another material already has this address name."] } });
    expect((await patch(admin, "no-such-material", details)).status).toBe(404);
    expect((await patch(admin, "getting-started", details)).status).toBe(404);
    expect(await keyOf("launch-brief")).toMatchObject({ title: "Launch brief", agencies: [] });

    expect(await patch(admin, "launch-brief", details)).toMatchObject({ status: 200, data: { slug: "havas-launch-brief" } });
    expect(await keyOf("launch-brief")).toBeUndefined();
    const after = await keyOf("havas-launch-brief");
    expect(after).toMatchObject({ title: "Launch brief for Havas", contentType: "case-study", language: "ja", agencies: ["havas"], countryId: 289, summary: "How Havas sized a launch.", fileKey: before.fileKey, fileName: "brief.txt" });
    const listed = (await admin.call(adminMaterials.GET, "GET", "/x")).data.find((m: { slug: string }) => m.slug === "havas-launch-brief");
    expect(listed).toMatchObject({ agencies: ["havas"], country_id: 289, file_size: "the brief".length });
    // Made for havas now: another agency's user no longer gets it; a havas planner downloads the same file.
    const havas = await signedInCaller("planner@havas.example");
    await suite.handle.db.insert(userGroups).values({ userId: havas.userId, name: "havas" });
    expect((await member.call(download.POST, "POST", "/x", { params: { slug: "havas-launch-brief" } })).status).toBe(404);
    const link = await havas.call(download.POST, "POST", "/x", { params: { slug: "havas-launch-brief" } });
    expect(await (await callRoute(materialFile.GET, { url: link.data.url, params: { slug: "havas-launch-brief" } })).json).toBe("the brief");
    const [request] = await suite.handle.db.select().from(toolkitRequests).where(eq(toolkitRequests.email, "waiting@agency.example"));
    expect(request.title).toBe("havas-launch-brief");
  });

  it("refuses a file that is not of its type, or of a type materials cannot be, and keeps nothing", async () => {
    const before = stored().length;
    const query = "content_type=one-pager&title=Odd&file_name=odd.pdf";
    expect(await put(admin, "odd-file", query, "MZ not a pdf", "application/pdf")).toMatchObject({ status: 400, data: { file: ["The file's contents are not of its type."] } });
    expect((await put(admin, "odd-file", query, "MZ", "application/x-msdownload")).status).toBe(400);
    expect((await put(admin, "odd-file", "content_type=brochure&title=Odd&file_name=odd.pdf", "%PDF-", "application/pdf")).status).toBe(400);
    expect(stored().length).toBe(before);
    expect(await keyOf("odd-file")).toBeUndefined();
  });
});
