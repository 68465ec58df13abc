import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { storedFiles } from "@/lib/server/db/schema";
import { createTeam } from "@/lib/server/teams/create-team";
import { createAdAccount } from "@/lib/server/accounts/ad-accounts";
import * as policy from "@/app/api/api/files/policy/route";
import * as complete from "@/app/api/api/files/complete/route";
import * as file from "@/app/api/api/files/[id]/route";
import * as media from "@/app/api/ad-media/route";
import { freshDatabase } from "../../support/test-db";
import { signedInCaller } from "../../support/auth";
import { startS3Stub, type S3Stub } from "../../support/s3-stub-server";

// With a bucket configured, the browser uploads to a presigned S3 address (SigV4): here a local
// S3-compatible stub over real HTTP that checks every signature itself.

const ENV = { UPLOADS_S3_BUCKET: "murmur-media", UPLOADS_S3_REGION: "eu-central-1", UPLOADS_S3_ACCESS_KEY_ID: "AKIDMURMURTEST", UPLOADS_S3_SECRET_ACCESS_KEY: "s3-test-secret", UPLOADS_S3_FORCE_PATH_STYLE: "1" };
let handle: DatabaseHandle;
let s3: S3Stub;
let alice: Awaited<ReturnType<typeof signedInCaller>>;
let mallory: Awaited<ReturnType<typeof signedInCaller>>;
let team: string;
const ACCOUNT = "18ce54s3up01";
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(92, 7)]);

const ask = (name: string, contentType: string, size: number) => alice.call(policy.POST, "POST", "/api/api/files/policy/", { body: { team, name, content_type: contentType, size } });
const put = (url: string, bytes: Buffer, contentType: string) => fetch(url, { method: "PUT", body: new Uint8Array(bytes), headers: { "content-type": contentType } });

beforeAll(async () => {
  s3 = await startS3Stub({ bucket: ENV.UPLOADS_S3_BUCKET, region: ENV.UPLOADS_S3_REGION, keys: { [ENV.UPLOADS_S3_ACCESS_KEY_ID]: ENV.UPLOADS_S3_SECRET_ACCESS_KEY } });
  Object.assign(process.env, ENV, { UPLOADS_S3_ENDPOINT: s3.url });
  handle = await freshDatabase();
  alice = await signedInCaller("alice@example.com");
  mallory = await signedInCaller("mallory@example.com");
  team = (await createTeam(alice.userId, { name: "Bucket Co", slug: "bucket-co" })).slug;
  await createTeam(mallory.userId, { name: "Other", slug: "bucket-other" });
  await createAdAccount(alice.userId, { account_id: ACCOUNT, name: "Bucket ads", network: "twitter", standalone: false });
});
afterAll(async () => {
  for (const key of [...Object.keys(ENV), "UPLOADS_S3_ENDPOINT"]) delete process.env[key];
  await s3.stop();
  await handle.close();
});

describe("uploads to an S3-compatible bucket", () => {
  it("hands out a presigned PUT the store accepts, checks the object on complete, and serves it through the API only", async () => {
    const p = await ask("banner.png", "image/png", PNG.length);
    expect(p.status).toBe(201);
    const address = new URL(p.data.url);
    expect(`${address.origin}${address.pathname}`).toBe(`${s3.url}/murmur-media/${p.data.id}`);
    expect(address.searchParams.get("X-Amz-Algorithm")).toBe("AWS4-HMAC-SHA256");
    expect(address.searchParams.get("X-Amz-SignedHeaders")?.split(";")).toEqual(expect.arrayContaining(["content-length", "content-type", "host"]));
    expect(address.searchParams.get("X-Amz-Credential")).toMatch(/^AKIDMURMURTEST\/\d{8}\/eu-central-1\/s3\/aws4_request$/);

    expect((await put(p.data.url, PNG, "image/png")).status).toBe(200);
    expect(s3.rejected).toEqual([]);
    expect(s3.objects.get(p.data.id)?.bytes.equals(PNG)).toBe(true);

    const done = await alice.call(complete.POST, "POST", "/api/api/files/complete/", { body: { id: p.data.id } });
    expect(done.status).toBe(200);
    expect(done.data).toMatchObject({ name: "banner.png", content_type: "image/png", size: PNG.length, completed: true });
    const read = await alice.call(file.GET, "GET", "/", { params: { id: p.data.id } });
    expect(read.status).toBe(200);
    expect(Buffer.from(read.bytes).equals(PNG)).toBe(true);
    expect((await mallory.call(file.GET, "GET", "/", { params: { id: p.data.id } })).status).toBe(404);
    const added = await alice.call(media.POST, "POST", "/api/ad-media/", { body: { team, ad_account_id: ACCOUNT, file_id: p.data.id } });
    expect(added.status).toBe(201);
    // The SDK's own calls (HEAD, ranged GET, GET) were signed and verified too.
    expect(s3.rejected).toEqual([]);
  });

  it("refuses a wrong type or an oversized file before anything is stored", async () => {
    const before = s3.objects.size;
    const rows = (await handle.db.select().from(storedFiles)).length;
    const wrong = await ask("notes.txt", "text/plain", 10);
    expect(wrong.status).toBe(400);
    expect(wrong.data.content_type).toBeTruthy();
    const huge = await ask("huge.png", "image/png", 50 * 1024 * 1024);
    expect(huge.status).toBe(400);
    expect(huge.data.size).toEqual(["The file is larger than 5 MB."]);
    expect(s3.objects.size).toBe(before);
    expect((await handle.db.select().from(storedFiles)).length).toBe(rows);
  });

  it("the store refuses bytes of another length or type than signed; complete refuses contents not of the type", async () => {
    const p = await ask("photo.png", "image/png", PNG.length);
    const longer = await put(p.data.url, Buffer.concat([PNG, Buffer.alloc(10)]), "image/png");
    expect(longer.status).toBe(403);
    const otherType = await put(p.data.url, PNG, "image/gif");
    expect(otherType.status).toBe(403);
    expect(s3.rejected.map((r) => r.reason)).toEqual(["signature does not match", "signature does not match"]);
    expect(s3.objects.has(p.data.id)).toBe(false);
    expect((await alice.call(complete.POST, "POST", "/api/api/files/complete/", { body: { id: p.data.id } })).data.id).toEqual(["The file has not been uploaded yet."]);

    const fake = Buffer.concat([Buffer.from("GIF89a"), Buffer.alloc(PNG.length - 6)]);
    expect((await put(p.data.url, fake, "image/png")).status).toBe(200);
    const refused = await alice.call(complete.POST, "POST", "/api/api/files/complete/", { body: { id: p.data.id } });
    expect(refused.status).toBe(400);
    expect(refused.data.id).toEqual(["The file's contents are not of its type."]);
    expect(s3.objects.has(p.data.id)).toBe(false);
  });

  it("our own PUT address is closed while a bucket is configured", async () => {
    const p = await ask("banner.png", "image/png", PNG.length);
    const res = await alice.call(file.PUT, "PUT", `/api/api/files/${p.data.id}/?token=whatever`, { params: { id: p.data.id }, rawBody: PNG.toString("latin1"), headers: { "content-type": "image/png" } });
    expect(res.status).toBe(404);
  });
});
