import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { createTeam } from "@/lib/server/teams/create-team";
import { createAdAccount } from "@/lib/server/accounts/ad-accounts";
import { saveXAdsCredentials } from "@/lib/server/ads/x-ads-credentials";
import * as policy from "@/app/api/api/files/policy/route";
import * as complete from "@/app/api/api/files/complete/route";
import * as media from "@/app/api/ad-media/route";
import { freshDatabase } from "../../support/test-db";
import { signedInCaller } from "../../support/auth";
import { SHARED } from "../../support/corpus";
import { startS3Stub, type S3Stub } from "../../support/s3-stub-server";
import { startXAdsStub, type XAdsStub } from "../../support/x-ads-stub/server";
import { STUB_CONSUMER } from "../../support/x-ads-stub/live-adapter";

// With a bucket and X Ads both configured, a media file is read from the bucket as a stream and
// sent on to X's chunked upload: both ends are local stubs over real HTTP checking their signatures.

const ENV = {
  UPLOADS_S3_BUCKET: "murmur-live-media",
  UPLOADS_S3_REGION: "eu-central-1",
  UPLOADS_S3_ACCESS_KEY_ID: "AKIDMURMURLIVE",
  UPLOADS_S3_SECRET_ACCESS_KEY: "s3-live-secret",
  UPLOADS_S3_FORCE_PATH_STYLE: "1",
  X_ADS_CONSUMER_KEY: STUB_CONSUMER.key,
  X_ADS_CONSUMER_SECRET: STUB_CONSUMER.secret,
};
const EXTRA = ["UPLOADS_S3_ENDPOINT", "X_ADS_API_BASE_URL", "X_ADS_USERS_BASE_URL", "X_ADS_UPLOAD_BASE_URL"];
let handle: DatabaseHandle;
let s3: S3Stub;
let x: XAdsStub;
let alice: Awaited<ReturnType<typeof signedInCaller>>;
let team: string;

beforeAll(async () => {
  s3 = await startS3Stub({ bucket: ENV.UPLOADS_S3_BUCKET, region: ENV.UPLOADS_S3_REGION, keys: { [ENV.UPLOADS_S3_ACCESS_KEY_ID]: ENV.UPLOADS_S3_SECRET_ACCESS_KEY } });
  x = await startXAdsStub({ consumer: STUB_CONSUMER, tokens: { "alice-token": "alice-secret" }, sharedDir: SHARED });
  Object.assign(process.env, ENV, { UPLOADS_S3_ENDPOINT: s3.url, X_ADS_API_BASE_URL: `${x.url}/12`, X_ADS_USERS_BASE_URL: `${x.url}/2`, X_ADS_UPLOAD_BASE_URL: `${x.url}/1.1` });
  handle = await freshDatabase();
  alice = await signedInCaller("alice@example.com");
  team = (await createTeam(alice.userId, { name: "Bucket Live", slug: "bucket-live" })).slug;
  await createAdAccount(alice.userId, { account_id: x.accountId, name: "Fixture account", network: "twitter", standalone: false });
  await saveXAdsCredentials(alice.userId, "alice-token", "alice-secret");
});
afterAll(async () => {
  for (const key of [...Object.keys(ENV), ...EXTRA]) delete process.env[key];
  await s3.stop();
  await x.stop();
  await handle.close();
});

describe("live media upload from an S3-compatible bucket", () => {
  it("streams a bucket file of two segments to X, byte for byte, and adds it to the library", async () => {
    const bytes = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypmp42"), Buffer.alloc(6 * 1024 * 1024, 3)]);
    const p = await alice.call(policy.POST, "POST", "/api/api/files/policy/", { body: { team, name: "clip.mp4", content_type: "video/mp4", size: bytes.length } });
    expect((await fetch(p.data.url, { method: "PUT", body: new Uint8Array(bytes), headers: { "content-type": "video/mp4" } })).status).toBe(200);
    expect((await alice.call(complete.POST, "POST", "/api/api/files/complete/", { body: { id: p.data.id } })).status).toBe(200);

    const added = await alice.call(media.POST, "POST", "/api/ad-media/", { body: { team, ad_account_id: x.accountId, file_id: p.data.id } });
    expect(added.status).toBe(201);
    expect(added.data).toMatchObject({ name: "clip.mp4", media_type: "VIDEO" });
    const received = x.uploads.get(added.data.media_key.slice(3))!;
    expect(received.segments).toEqual([5 * 1024 * 1024, bytes.length - 5 * 1024 * 1024]);
    expect(received.sha256).toBe(createHash("sha256").update(bytes).digest("hex"));
    expect(s3.rejected).toEqual([]);
    expect(x.rejected).toBe(0);
  });
});
