import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { teamAdEntities } from "@/lib/server/db/schema";
import { createTeam } from "@/lib/server/teams/create-team";
import { createAdAccount } from "@/lib/server/accounts/ad-accounts";
import { saveXAdsCredentials } from "@/lib/server/ads/x-ads-credentials";
import * as policy from "@/app/api/api/files/policy/route";
import * as complete from "@/app/api/api/files/complete/route";
import * as file from "@/app/api/api/files/[id]/route";
import * as media from "@/app/api/ad-media/route";
import { freshDatabase } from "../../support/test-db";
import { signedInCaller } from "../../support/auth";
import { SHARED } from "../../support/corpus";
import { startXAdsStub, type XAdsStub } from "../../support/x-ads-stub/server";
import { STUB_CONSUMER } from "../../support/x-ads-stub/live-adapter";

// With X Ads credentials configured, a file added to the media library goes through the upload
// store to X's chunked media upload and then X's media library: here the local stub, over real
// HTTP, which checks every signature, the segment order and the announced size.

const ENV = ["X_ADS_CONSUMER_KEY", "X_ADS_CONSUMER_SECRET", "X_ADS_API_BASE_URL", "X_ADS_USERS_BASE_URL", "X_ADS_UPLOAD_BASE_URL", "UPLOADS_DIR"];
const MB = 1024 * 1024;
let handle: DatabaseHandle;
let stub: XAdsStub;
let alice: Awaited<ReturnType<typeof signedInCaller>>;
let team: string;

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const MP4_HEAD = [0, 0, 0, 0x18, ...Buffer.from("ftypmp42")];
const bytesOf = (head: number[], size: number) => Uint8Array.from({ length: size }, (_, i) => (i < head.length ? head[i] : i % 251));

/** Policy, PUT to the returned address, complete: a stored file ready for the media library. */
async function storedFile(name: string, contentType: string, bytes: Uint8Array<ArrayBuffer>) {
  const p = await alice.call(policy.POST, "POST", "/api/api/files/policy/", { body: { team, name, content_type: contentType, size: bytes.length } });
  const url = new URL(p.data.url, "http://localhost");
  const put = await alice.call(file.PUT, "PUT", `${url.pathname}${url.search}`, { params: { id: p.data.id }, rawBody: bytes, headers: { "content-type": contentType } });
  expect(put.status).toBe(200);
  expect((await alice.call(complete.POST, "POST", "/api/api/files/complete/", { body: { id: p.data.id } })).data.completed).toBe(true);
  return p.data.id as string;
}
const addToLibrary = (fileId: string) => alice.call(media.POST, "POST", "/api/ad-media/", { body: { team, ad_account_id: stub.accountId, file_id: fileId } });
const uploadCalls = () => stub.requests.filter((r) => r.path === "/1.1/media/upload.json").map((r) => `${r.method} ${r.query.command}${r.query.segment_index ? ` ${r.query.segment_index}` : ""} ${r.status}`);

beforeAll(async () => {
  stub = await startXAdsStub({ consumer: STUB_CONSUMER, tokens: { "alice-token": "alice-secret" }, sharedDir: SHARED });
  Object.assign(process.env, {
    X_ADS_CONSUMER_KEY: STUB_CONSUMER.key,
    X_ADS_CONSUMER_SECRET: STUB_CONSUMER.secret,
    X_ADS_API_BASE_URL: `${stub.url}/12`,
    X_ADS_USERS_BASE_URL: `${stub.url}/2`,
    X_ADS_UPLOAD_BASE_URL: `${stub.url}/1.1`,
    UPLOADS_DIR: mkdtempSync(path.join(tmpdir(), "murmur-live-media-")),
  });
  handle = await freshDatabase();
  alice = await signedInCaller("alice@example.com");
  team = (await createTeam(alice.userId, { name: "Live Media", slug: "live-media" })).slug;
  await createAdAccount(alice.userId, { account_id: stub.accountId, name: "Fixture account", network: "twitter", standalone: false });
  await saveXAdsCredentials(alice.userId, "alice-token", "alice-secret");
});
afterAll(async () => {
  for (const key of ENV) delete process.env[key];
  await stub.stop();
  await handle.close();
});
beforeEach(() => {
  stub.requests.length = 0;
});

describe("media library uploads on the live X Ads API", () => {
  it("sends an uploaded image to X, adds it to the ad account's library and lists it", async () => {
    const id = await storedFile("banner.png", "image/png", bytesOf(PNG_HEAD, 300_000));
    const added = await addToLibrary(id);
    expect(added.status).toBe(201);
    expect(added.data).toMatchObject({ name: "banner.png", media_type: "IMAGE", media_key: expect.stringMatching(/^3_\d+$/), url: expect.stringMatching(/^https:\/\/pbs\.twimg\.com\/media\//) });
    expect(uploadCalls()).toEqual(["POST INIT 200", "POST APPEND 0 204", "POST FINALIZE 201"]);
    expect(stub.requests[0].query).toMatchObject({ total_bytes: "300000", media_type: "image/png", media_category: "tweet_image" });
    expect(stub.store.media.get(added.data.media_key)).toMatchObject({ name: "banner.png", media_type: "IMAGE", deleted: false });
    const listed = await alice.call(media.GET, "GET", `/api/ad-media/?team=${team}`);
    expect(listed.data.map((m: { name: string; media_key: string }) => [m.name, m.media_key])).toEqual([["banner.png", added.data.media_key]]);
    expect(stub.rejected).toBe(0);
  });

  it("waits while X processes a video, then adds it as VIDEO", async () => {
    const id = await storedFile("spot.mp4", "video/mp4", bytesOf(MP4_HEAD, 200_000));
    const added = await addToLibrary(id);
    expect(added.status).toBe(201);
    expect(added.data).toMatchObject({ name: "spot.mp4", media_type: "VIDEO", media_key: expect.stringMatching(/^13_/) });
    expect(stub.requests[0].query).toMatchObject({ media_category: "amplify_video", media_type: "video/mp4" });
    // FINALIZE answers "pending", the first STATUS "in_progress", the second "succeeded".
    expect(uploadCalls()).toEqual(["POST INIT 200", "POST APPEND 0 204", "POST FINALIZE 201", "GET STATUS 200", "GET STATUS 200"]);
  });

  it("sends a file over 5 MB in ordered segments that add up to the file", async () => {
    const bytes = bytesOf(MP4_HEAD, 12 * MB + 17);
    const id = await storedFile("long.mp4", "video/mp4", bytes);
    const added = await addToLibrary(id);
    expect(added.status).toBe(201);
    expect(uploadCalls().filter((c) => c.includes("APPEND"))).toEqual(["POST APPEND 0 204", "POST APPEND 1 204", "POST APPEND 2 204"]);
    const received = stub.uploads.get(added.data.media_key.slice(3))!;
    expect(received.segments).toEqual([5 * MB, 5 * MB, 2 * MB + 17]);
    expect(received.sha256).toBe(createHash("sha256").update(bytes).digest("hex"));
  });

  it("shows X's refusal as a 400 with X's message and keeps nothing", async () => {
    const before = (await handle.db.select().from(teamAdEntities)).length;
    const id = await storedFile("refused.png", "image/png", bytesOf(PNG_HEAD, 1000));
    stub.inject({ status: 400, code: "324", message: "Image dimensions must be >= 4x4 and <= 8192x8192" }, /media\/upload/);
    const refused = await addToLibrary(id);
    expect(refused.status).toBe(400);
    expect(refused.data.detail).toBe("X Ads: Image dimensions must be >= 4x4 and <= 8192x8192");
    expect((await handle.db.select().from(teamAdEntities)).length).toBe(before);
  });

  it("waits out X's rate limit and then succeeds", async () => {
    const id = await storedFile("later.png", "image/png", bytesOf(PNG_HEAD, 1000));
    stub.inject({ status: 429, resetInSeconds: 1, header: "x-rate-limit-reset" }, /media\/upload/);
    const added = await addToLibrary(id);
    expect(added.status).toBe(201);
    expect(uploadCalls()).toEqual(["POST INIT 429", "POST INIT 200", "POST APPEND 0 204", "POST FINALIZE 201"]);
    expect(stub.store.media.has(added.data.media_key)).toBe(true);
  });
});
