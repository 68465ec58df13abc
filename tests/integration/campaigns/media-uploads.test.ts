import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { storedFiles, teamAdEntities } from "@/lib/server/db/schema";
import { createTeam } from "@/lib/server/teams/create-team";
import { createAdAccount } from "@/lib/server/accounts/ad-accounts";
import * as policy from "@/app/api/api/files/policy/route";
import * as complete from "@/app/api/api/files/complete/route";
import * as file from "@/app/api/api/files/[id]/route";
import * as media from "@/app/api/ad-media/route";
import * as mediaItem from "@/app/api/ad-media/[pk]/route";
import * as creatives from "@/app/api/ad-creatives/route";
import * as creative from "@/app/api/ad-creatives/[pk]/route";
import { freshDatabase } from "../../support/test-db";
import { signedInCaller } from "../../support/auth";

let handle: DatabaseHandle;
let alice: Awaited<ReturnType<typeof signedInCaller>>;
let mallory: Awaited<ReturnType<typeof signedInCaller>>;
let team: string;
const ACCOUNT = "18ce54media1";
// A GIF's magic bytes are plain ASCII, so the in-process caller can send it as text.
const GIF = "GIF89a" + "x".repeat(94);

const upload = async (name: string, contentType: string, bytes: string, size = bytes.length) => {
  const p = await alice.call(policy.POST, "POST", "/api/api/files/policy/", { body: { team, name, content_type: contentType, size } });
  if (p.status !== 201) return { policy: p };
  const url = new URL(p.data.url, "http://localhost");
  const put = await alice.call(file.PUT, "PUT", `${url.pathname}${url.search}`, { params: { id: p.data.id }, rawBody: bytes, headers: { "content-type": contentType } });
  return { policy: p, put };
};

beforeAll(async () => {
  process.env.UPLOADS_DIR = mkdtempSync(path.join(tmpdir(), "murmur-uploads-"));
  handle = await freshDatabase();
  alice = await signedInCaller("alice@example.com");
  mallory = await signedInCaller("mallory@example.com");
  team = (await createTeam(alice.userId, { name: "Media Co", slug: "media-co" })).slug;
  await createTeam(mallory.userId, { name: "Other", slug: "other-co" });
  await createAdAccount(alice.userId, { account_id: ACCOUNT, name: "Media ads", network: "twitter", standalone: false });
});
afterAll(async () => handle.close());

describe("file uploads and the media library", () => {
  it("uploads a checked file, adds it to the library, builds an image card from it, and deletes both", async () => {
    const { policy: p, put } = await upload("banner.gif", "image/gif", GIF);
    expect(p.data).toMatchObject({ method: "PUT", url: expect.stringMatching(/^\/api\/api\/files\/[0-9a-f-]{36}\/\?token=/) });
    expect(put!.status).toBe(200);
    expect((await mallory.call(file.GET, "GET", "/", { params: { id: p.data.id } })).status).toBe(404);
    const done = await alice.call(complete.POST, "POST", "/api/api/files/complete/", { body: { id: p.data.id } });
    expect(done.data).toMatchObject({ name: "banner.gif", content_type: "image/gif", size: 100, completed: true });
    const read = await alice.call(file.GET, "GET", "/", { params: { id: p.data.id } });
    expect(read.status).toBe(200);
    expect(read.headers.get("content-type")).toBe("image/gif");

    const added = await alice.call(media.POST, "POST", "/api/ad-media/", { body: { team, ad_account_id: ACCOUNT, file_id: p.data.id } });
    expect(added.status).toBe(201);
    expect(added.data).toMatchObject({ name: "banner.gif", media_type: "IMAGE", file_size: 100, url: `/api/api/files/${p.data.id}/` });
    expect((await alice.call(media.GET, "GET", `/api/ad-media/?team=${team}`)).data).toHaveLength(1);

    const noMedia = await alice.call(creatives.POST, "POST", "/api/ad-creatives/", { body: { team, ad_account_id: ACCOUNT, name: "Banner", card_type: "IMAGE", title: "Cold brew" } });
    expect(noMedia.status).toBe(400);
    expect(noMedia.data.media_id).toEqual(["Choose an image or video of this ad account's media library."]);
    const card = await alice.call(creatives.POST, "POST", "/api/ad-creatives/", { body: { team, ad_account_id: ACCOUNT, name: "Banner", card_type: "IMAGE", title: "Cold brew", website_url: "https://coffee.example/", media_id: added.data.id } });
    expect(card.status).toBe(201);
    expect(card.data).toMatchObject({ card_type: "IMAGE", title: "Cold brew", media_id: added.data.id });
    const site = await alice.call(creatives.POST, "POST", "/api/ad-creatives/", { body: { team, ad_account_id: ACCOUNT, name: "Site", card_type: "WEBSITE", title: "Visit us", website_url: "https://coffee.example/" } });
    expect(site.status).toBe(201);
    expect((await alice.call(creatives.GET, "GET", `/api/ad-creatives/?team=${team}`)).data.map((c: { name: string }) => c.name)).toEqual(["Site", "Banner"]);
    expect((await mallory.call(creative.DELETE, "DELETE", "/", { params: { pk: String(card.data.id) } })).status).toBe(404);
    expect((await alice.call(creative.DELETE, "DELETE", "/", { params: { pk: String(card.data.id) } })).status).toBe(204);
    expect((await alice.call(mediaItem.DELETE, "DELETE", "/", { params: { pk: String(added.data.id) } })).status).toBe(204);
    expect((await alice.call(media.GET, "GET", `/api/ad-media/?team=${team}`)).data).toEqual([]);
  });

  it("checks type and size before anything is stored, and refuses bytes that are not what was announced", async () => {
    const before = (await handle.db.select().from(storedFiles)).length;
    const entities = (await handle.db.select().from(teamAdEntities)).length;
    const wrongType = await upload("notes.txt", "text/plain", "hello");
    expect(wrongType.policy.status).toBe(400);
    expect(wrongType.policy.data.content_type).toEqual(["Upload a PNG, JPEG or GIF image or an MP4 video."]);
    const tooBig = await upload("huge.gif", "image/gif", GIF, 6 * 1024 * 1024);
    expect(tooBig.policy.data.size).toEqual(["The file is larger than 5 MB."]);
    expect((await handle.db.select().from(storedFiles)).length).toBe(before);

    const renamed = await upload("fake.png", "image/png", GIF);
    expect(renamed.put!.status).toBe(400);
    expect(renamed.put!.data.detail).toBe("The file's contents are not of its type.");
    const longer = await upload("long.gif", "image/gif", GIF, 50);
    expect(longer.put!.status).toBe(413);
    const early = await alice.call(complete.POST, "POST", "/api/api/files/complete/", { body: { id: renamed.policy.data.id } });
    expect(early.data.id).toEqual(["The file has not been uploaded yet."]);
    const notDone = await alice.call(media.POST, "POST", "/api/ad-media/", { body: { team, ad_account_id: ACCOUNT, file_id: renamed.policy.data.id } });
    expect(notDone.data.file_id).toEqual(["Upload the file first."]);
    expect((await handle.db.select().from(teamAdEntities)).length).toBe(entities);
  });
});
