import { describe, expect, it } from "vitest";
import { AdsError, type MediaUpload } from "@/lib/server/ads/ads-adapter";
import { rejection } from "../../support/rejection";
import { liveAdsSpec } from "../../support/x-ads-stub/live-adapter";

// Contract tests of the live adapter's media upload: X's chunked media/upload (INIT, APPEND,
// FINALIZE, STATUS) on the upload host, then the Ads API's media library, over real HTTP to the
// local stub, which checks every signature, the segment order and the announced size.

const x = liveAdsSpec();
const MB = 1024 * 1024;

/** A file of `size` bytes in uneven chunks, the way a disk or bucket stream hands them out. */
function file(contentType: string, size: number, name = "file"): MediaUpload {
  const bytes = Uint8Array.from({ length: size }, (_, i) => i % 251);
  return {
    name,
    media_type: contentType.startsWith("video/") ? "VIDEO" : "IMAGE",
    file_size: size,
    media_url: "/api/api/files/x/",
    content_type: contentType,
    async *read() {
      for (let at = 0; at < size; at += 700_000) yield bytes.subarray(at, at + 700_000);
    },
  };
}
const uploadCalls = () => x.stub.requests.filter((r) => r.path === "/1.1/media/upload.json").map((r) => [r.method, r.query.command, r.query.segment_index ?? null, r.status]);

describe("live X Ads adapter: media upload", () => {
  it("uploads an image in one segment with its category, adds it to the library and lists it", async () => {
    const ads = x.live();
    const item = await ads.createMedia(x.account, file("image/png", 40_000, "banner.png"));
    expect(item).toMatchObject({ name: "banner.png", media_type: "IMAGE", media_key: expect.stringMatching(/^3_\d{15,}$/) });
    expect(uploadCalls()).toEqual([["POST", "INIT", null, 200], ["POST", "APPEND", "0", 204], ["POST", "FINALIZE", null, 201]]);
    expect(x.stub.requests[0].query).toMatchObject({ total_bytes: "40000", media_type: "image/png", media_category: "tweet_image" });
    expect(x.stub.requests.at(-1)).toMatchObject({ method: "POST", path: `/12/accounts/${x.stub.accountId}/media_library`, query: { media_key: item.media_key, name: "banner.png" }, status: 201 });
    expect((await ads.media(x.account, [item.media_key])).map((m) => m.name)).toEqual(["banner.png"]);
    expect(x.stub.rejected).toBe(0);
  });

  it("sends a large video in ordered segments of at most 5 MB and polls STATUS as X asks until it is processed", async () => {
    x.stub.uploadSettings.processingPolls = 2;
    const item = await x.live().createMedia(x.account, file("video/mp4", 11 * MB, "spot.mp4"));
    x.stub.uploadSettings.processingPolls = 1;
    expect(item).toMatchObject({ media_type: "VIDEO", media_key: expect.stringMatching(/^13_/) });
    expect(x.stub.requests[0].query).toMatchObject({ media_category: "amplify_video", total_bytes: String(11 * MB) });
    expect(uploadCalls()).toEqual([
      ["POST", "INIT", null, 200],
      ["POST", "APPEND", "0", 204],
      ["POST", "APPEND", "1", 204],
      ["POST", "APPEND", "2", 204],
      ["POST", "FINALIZE", null, 201],
      ["GET", "STATUS", null, 200],
      ["GET", "STATUS", null, 200],
      ["GET", "STATUS", null, 200],
    ]);
    expect(x.stub.uploads.get(item.media_key.slice(3))!.segments).toEqual([5 * MB, 5 * MB, MB]);
    // check_after_secs is 1 each time.
    expect(x.waits).toEqual([1000, 1000, 1000]);
  });

  it("names a GIF a tweet_gif and reports a video X could not process as X's refusal", async () => {
    await x.live().createMedia(x.account, file("image/gif", 2000, "loop.gif"));
    expect(x.stub.requests[0].query).toMatchObject({ media_category: "tweet_gif" });
    x.stub.uploadSettings.failProcessing = "Unsupported video format";
    const error = await rejection(x.live().createMedia(x.account, file("video/mp4", 3000)), AdsError);
    delete x.stub.uploadSettings.failProcessing;
    expect(error).toMatchObject({ kind: "invalid", message: "Unsupported video format" });
    expect(x.stub.requests.at(-1)!.path).toBe("/1.1/media/upload.json");
  });

  it("waits out a rate limit and sends the call again, but never repeats an upload call that met a server error", async () => {
    x.stub.inject({ status: 429, resetInSeconds: 2, header: "x-rate-limit-reset" }, /media\/upload/);
    await x.live().createMedia(x.account, file("image/jpeg", 1000));
    expect(uploadCalls()[0]).toEqual(["POST", "INIT", null, 429]);
    expect(uploadCalls()[1]).toEqual(["POST", "INIT", null, 200]);
    expect(x.waits).toHaveLength(1);

    x.stub.requests.length = 0;
    x.stub.inject({ status: 503 }, /media\/upload/);
    // INIT meets the 503: a write that met a server error is not repeated.
    expect(await rejection(x.live().createMedia(x.account, file("image/jpeg", 1000)), AdsError)).toMatchObject({ kind: "server" });
    expect(uploadCalls()).toEqual([["POST", "INIT", null, 503]]);
  });

  it("shows X's refusal of the file with X's message", async () => {
    const before = x.stub.store.media.size;
    x.stub.inject({ status: 400, code: "324", message: "Image file size must be <= 5242880 bytes" }, /media\/upload/);
    const error = await rejection(x.live().createMedia(x.account, file("image/png", 1000)), AdsError);
    expect(error).toMatchObject({ kind: "invalid", status: 400, message: "Image file size must be <= 5242880 bytes" });
    expect(x.stub.store.media.size).toBe(before);
    // The upload host's other error shape, {"error": "..."}, reads the same way.
    expect(await rejection(x.live().createMedia(x.account, file("image/tiff", 1000)), AdsError)).toMatchObject({ kind: "invalid", status: 400, message: "media type unrecognized." });
  });
});
