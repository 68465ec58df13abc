import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { setupAuthSuite } from "@/tests/support/auth-suite";
import { signedInCaller } from "@/tests/support/auth";
import { Caller } from "@/tests/support/caller";
import { callRoute } from "@/tests/support/call-route";
import { mailText } from "@/tests/support/smtp-capture";
import { eq } from "drizzle-orm";
import { marketingMaterials, userGroups } from "@/lib/server/db/schema";
import { listMaterials } from "@/lib/server/marketing-materials/list-materials";
import { materialPreviews } from "@/lib/server/marketing-materials/read-material-file";
import { publicLibrary } from "@/lib/server/marketing-materials/public-library";
import { seedMaterials } from "@/lib/server/marketing-materials/seed-materials";
import * as list from "@/app/api/external/marketing-materials/route";
import * as one from "@/app/api/external/marketing-materials/[slug]/route";
import * as download from "@/app/api/external/marketing-materials/[slug]/download/route";
import * as file from "@/app/api/external/marketing-materials/[slug]/file/route";
import * as helperList from "@/app/api/helper-documents/route";
import * as helperDownload from "@/app/api/helper-documents/download/route";
import * as requests from "@/app/api/external/toolkit-requests/route";
import * as verify from "@/app/api/external/toolkit-requests/verify/route";

// Seeded files and admins' uploads go to the upload store: a throwaway directory of this run.
const UPLOADS = mkdtempSync(path.join(tmpdir(), "murmur-materials-"));
process.env.UPLOADS_DIR = UPLOADS;
const suite = setupAuthSuite({ smtp: true });
const GLOBAL = ["targeting-toolkit-faq", "targeting-toolkit-one-pager", "x-audience-targeting-deck"];

async function agencyUser(email: string, agency: string | null) {
  const caller = await signedInCaller(email);
  if (agency) await suite.handle.db.insert(userGroups).values({ userId: caller.userId, name: agency });
  return caller;
}

const slugs = (data: { slug: string }[]) => data.map((m) => m.slug).sort();

/** Fetches a signed file URL the way a browser follows it. */
async function fetchFile(url: string) {
  const slug = decodeURIComponent(url.split("/")[4]);
  return callRoute(file.GET, { url, params: { slug } });
}

beforeAll(async () => {
  await seedMaterials(suite.handle.db);
});

describe("marketing materials: who sees what (§3 agencies and country restrictions)", () => {
  it("shows visitors the global library only", async () => {
    const res = await new Caller().call(list.GET, "GET", "/api/external/marketing-materials/");
    expect(res.status).toBe(200);
    expect(slugs(res.data)).toEqual(GLOBAL);
    expect((await new Caller().call(one.GET, "GET", "/x", { params: { slug: "apac-travel-worked-example" } })).status).toBe(404);
  });

  it("gives dentsu-apac its country's (289) case study, dentsu-nl its own (151), groupm everything and its brief", async () => {
    const apac = await agencyUser("planner@dentsu-apac.example", "dentsu-apac");
    const nl = await agencyUser("planner@dentsu-nl.example", "dentsu-nl");
    const groupm = await agencyUser("planner@groupm.example", "groupm");
    const plain = await agencyUser("someone@brand.example", null);
    expect(slugs((await apac.call(list.GET, "GET", "/api/external/marketing-materials/")).data)).toEqual([...GLOBAL, "apac-travel-worked-example"].sort());
    expect(slugs((await nl.call(list.GET, "GET", "/api/external/marketing-materials/")).data)).toEqual([...GLOBAL, "benelux-retail-worked-example"].sort());
    expect(slugs((await groupm.call(list.GET, "GET", "/api/external/marketing-materials/")).data)).toEqual(
      [...GLOBAL, "apac-travel-worked-example", "benelux-retail-worked-example", "groupm-partner-brief"].sort(),
    );
    expect(slugs((await plain.call(list.GET, "GET", "/api/external/marketing-materials/")).data)).toEqual(GLOBAL);
    expect((await nl.call(download.POST, "POST", "/x", { params: { slug: "apac-travel-worked-example" } })).status).toBe(404);
  });

  it("filters by content type, language and words", async () => {
    const apac = await agencyUser("filter@dentsu-apac.example", "dentsu-apac");
    const get = async (query: string) => slugs((await apac.call(list.GET, "GET", `/api/external/marketing-materials/?${query}`)).data);
    expect(await get("type=faq")).toEqual(["targeting-toolkit-faq"]);
    expect(await get("type=case-study")).toEqual(["apac-travel-worked-example"]);
    expect(await get("language=ja")).toEqual(["apac-travel-worked-example"]);
    expect(await get("q=deck")).toEqual(["x-audience-targeting-deck"]);
    expect((await apac.call(list.GET, "GET", "/api/external/marketing-materials/?type=brochure")).status).toBe(400);
  });
});

describe("marketing materials: downloads", () => {
  it("gives a signed-in user a short-lived link to the file; a changed or missing signature is refused", async () => {
    const user = await agencyUser("dl@brand.example", null);
    expect((await new Caller().call(download.POST, "POST", "/x", { params: { slug: "targeting-toolkit-faq" } })).status).toBe(401);
    const res = await user.call(download.POST, "POST", "/x", { params: { slug: "targeting-toolkit-faq" } });
    expect(res.status).toBe(200);
    const ok = await fetchFile(res.data.url);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-disposition")).toBe('attachment; filename="targeting-toolkit-faq.html"');
    expect(String(ok.json)).toContain("<h1>Targeting Toolkit FAQ</h1>");
    const forged = await fetchFile(res.data.url.replace(/signature=[0-9a-f]/, "signature=Z"));
    expect(forged.status).toBe(404);
    const expired = await fetchFile(res.data.url.replace(/expires=\d+/, `expires=${Date.now() - 1}`));
    expect(expired.status).toBe(404);
  });

  it("lets a visitor download after confirming their e-mail through /request-download", async () => {
    const visitor = new Caller();
    const asked = await visitor.call(requests.POST, "POST", "/api/external/toolkit-requests/", {
      body: { kind: "download", email: "visitor@agency.example", title: "x-audience-targeting-deck" },
      headers: { host: "toolkit.localhost:3000" },
    });
    expect(asked.status).toBe(201);
    const token = mailText(await suite.smtp.latestTo("visitor@agency.example")).match(/token=([A-Za-z0-9_-]+)/)![1];
    const verified = await visitor.call(verify.POST, "POST", "/x", { body: { token } });
    expect(verified.data).toMatchObject({ kind: "download", title: "Audience targeting on X: the deck" });
    const got = await fetchFile(verified.data.download_url);
    expect(got.status).toBe(200);
    expect(String(got.json)).toContain("8. Learn");
  });

  it("gives a visitor no link to an agency's material, even with a confirmed address", async () => {
    const visitor = new Caller();
    await visitor.call(requests.POST, "POST", "/api/external/toolkit-requests/", {
      body: { kind: "download", email: "curious@agency.example", title: "groupm-partner-brief" },
      headers: { host: "toolkit.localhost:3000" },
    });
    const token = mailText(await suite.smtp.latestTo("curious@agency.example")).match(/token=([A-Za-z0-9_-]+)/)![1];
    const verified = await visitor.call(verify.POST, "POST", "/x", { body: { token } });
    expect(verified.data).toMatchObject({ kind: "download", download_url: null });
  });

  it("lets the toolkit's admins add and replace a file; others are refused", async () => {
    const query = "content_type=one-pager&title=New%20one-pager&file_name=new.txt&agencies=havas";
    const upload = (caller: Caller) =>
      caller.call(file.PUT, "PUT", `/api/external/marketing-materials/new-one-pager/file/?${query}`, { params: { slug: "new-one-pager" }, rawBody: "first version", headers: { "content-type": "text/plain" } });
    const user = await agencyUser("not-admin@brand.example", null);
    expect((await upload(user)).status).toBe(403);
    const admin = await agencyUser("admin@murmur.example", "Toolkit_admin");
    expect((await upload(admin)).status).toBe(201);
    const replaced = await admin.call(file.PUT, "PUT", `/api/external/marketing-materials/new-one-pager/file/?${query}`, { params: { slug: "new-one-pager" }, rawBody: "second version", headers: { "content-type": "text/plain" } });
    expect(replaced.status).toBe(201);
    const havas = await agencyUser("planner@havas.example", "havas");
    const link = await havas.call(download.POST, "POST", "/x", { params: { slug: "new-one-pager" } });
    expect((await fetchFile(link.data.url)).json).toBe("second version");
    expect(slugs((await new Caller().call(list.GET, "GET", "/api/external/marketing-materials/")).data)).not.toContain("new-one-pager");
  });
});

describe("marketing materials: the public page's library", () => {
  // The page prerenders each card once per read of the library (components/toolkit-materials/public-material-card.tsx,
  // kept with the material object): between changes the read is the same, after an admin's change a new one.
  it("keeps one read between changes, and reads again at once after an admin changes, adds or removes a material", async () => {
    const admin = await agencyUser("library-admin@murmur.example", "Toolkit_admin");
    const first = await publicLibrary({});
    const again = await publicLibrary({});
    expect(again.find((m) => m.slug === "x-audience-targeting-deck")).toBe(first.find((m) => m.slug === "x-audience-targeting-deck"));

    const deck = first.find((m) => m.slug === "x-audience-targeting-deck")!;
    const details = { slug: deck.slug, content_type: deck.content_type, title: "X audience targeting deck, 2027 edition", summary: deck.summary, language: deck.language, agencies: [], country_id: null };
    const patched = await admin.call(one.PATCH, "PATCH", `/api/external/marketing-materials/${deck.slug}/`, { params: { slug: deck.slug }, body: details });
    expect(patched.status).toBe(200);
    const renamed = (await publicLibrary({})).find((m) => m.slug === deck.slug)!;
    expect(renamed).not.toBe(deck);
    expect(renamed.title).toBe("X audience targeting deck, 2027 edition");

    const query = "content_type=case-study&title=Library%20case%20study&file_name=case.txt";
    const added = await admin.call(file.PUT, "PUT", `/api/external/marketing-materials/library-case-study/file/?${query}`, { params: { slug: "library-case-study" }, rawBody: "A case study.", headers: { "content-type": "text/plain" } });
    expect(added.status).toBe(201);
    expect(slugs(await publicLibrary({}))).toContain("library-case-study");

    const removed = await admin.call(one.DELETE, "DELETE", "/api/external/marketing-materials/library-case-study/", { params: { slug: "library-case-study" } });
    expect(removed.status).toBe(204);
    expect(slugs(await publicLibrary({}))).not.toContain("library-case-study");
  });
});

describe("helper documents", () => {
  it("lists them to signed-in users and answers a url by id or by name", async () => {
    const user = await agencyUser("helper@brand.example", null);
    expect((await new Caller().call(helperList.GET, "GET", "/api/helper-documents/")).status).toBe(401);
    const docs = await user.call(helperList.GET, "GET", "/api/helper-documents/");
    expect(docs.data.map((d: { slug: string }) => d.slug)).toEqual(["extension-guide", "getting-started"]);
    const byId = await user.call(helperDownload.GET, "GET", `/api/helper-documents/download/?id=${docs.data[1].id}`);
    expect(byId.data.name).toBe("Getting started with Murmur");
    expect(String((await fetchFile(byId.data.url)).json)).toContain("Your team");
    const byName = await user.call(helperDownload.GET, "GET", "/api/helper-documents/download/?name=Applying%20packages%20with%20the%20extension");
    expect(byName.status).toBe(200);
    expect((await user.call(helperDownload.GET, "GET", "/api/helper-documents/download/?name=nothing")).status).toBe(404);
    expect((await user.call(helperDownload.GET, "GET", "/api/helper-documents/download/")).status).toBe(400);
  });
});

describe("marketing materials: previews", () => {
  it("shows each text material's opening text, and a replaced file's new text at its new version", async () => {
    const faq = async () => (await listMaterials({ agency: null })).filter((m) => m.slug === "targeting-toolkit-faq");
    const before = await materialPreviews(await faq());
    expect(before.get("targeting-toolkit-faq")).toMatch(/\S{3,}/);
    const admin = await agencyUser("previews-admin@murmur.example", "Toolkit_admin");
    const query = "content_type=faq&title=Targeting%20Toolkit%20FAQ&file_name=faq.html";
    const replaced = await admin.call(file.PUT, "PUT", `/api/external/marketing-materials/targeting-toolkit-faq/file/?${query}`, {
      params: { slug: "targeting-toolkit-faq" },
      rawBody: "<html><title>x</title><body><h1>Replaced FAQ</h1><p>New answers.</p></body></html>",
      headers: { "content-type": "text/html" },
    });
    expect(replaced.status).toBe(201);
    const after = await materialPreviews(await faq());
    expect(after.get("targeting-toolkit-faq")).toBe("Replaced FAQ\nNew answers.");
  });
});

describe("marketing materials: seeded files", () => {
  it("keeps the seeded documents' files in the upload store, and moves a file an older seed left in its row there", async () => {
    const rows = await suite.handle.db.select().from(marketingMaterials);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.file).toBeNull();
      expect(existsSync(path.join(UPLOADS, row.fileKey!))).toBe(true);
    }
    await suite.handle.db.insert(marketingMaterials).values({ slug: "old-row-file", contentType: "one-pager", title: "Old", fileName: "old.txt", mimeType: "text/plain", file: Buffer.from("kept in the row") });
    await seedMaterials(suite.handle.db);
    const [moved] = await suite.handle.db.select().from(marketingMaterials).where(eq(marketingMaterials.slug, "old-row-file"));
    expect(moved.file).toBeNull();
    expect(moved.fileSize).toBe("kept in the row".length);
    const user = await agencyUser("old-row@brand.example", null);
    const link = await user.call(download.POST, "POST", "/x", { params: { slug: "old-row-file" } });
    expect((await fetchFile(link.data.url)).json).toBe("kept in the row");
  });
});
