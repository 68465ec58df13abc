import "server-only";
import { byteSegments } from "@/lib/domain/net/byte-segments";
import { AdsError, type AdsAccount, type MediaUpload } from "./ads-adapter";
import type { XAdsClient } from "./x-ads-client";

/*
 * A file sent to X's chunked media upload (media/upload.json on the upload host): INIT announces
 * its size, type and category, APPEND sends it in numbered segments of at most 5 MB (read from
 * our upload store as they go), FINALIZE closes it, and a video is then polled with STATUS until
 * X has processed it. The answer's media_key is what the Ads API's media library takes.
 * Every call is signed like the Ads API's and follows the client's one retry policy.
 */

type ProcessingInfo = { state?: string; check_after_secs?: number; error?: { message?: string; name?: string } };
type UploadAnswer = { media_id_string?: string; media_key?: string; processing_info?: ProcessingInfo };

/** X's limit for one APPEND. */
export const MEDIA_SEGMENT_BYTES = 5 * 1024 * 1024;
/** STATUS polls before a video still processing is given up on. */
const MAX_STATUS_POLLS = 60;
/** The longest pause between polls, whatever check_after_secs says. */
const MAX_POLL_WAIT_MS = 30_000;

/** The category X wants for media meant for ads (videos as amplify_video, the ads library's kind). */
export function mediaCategory(contentType: string): string {
  if (contentType === "image/gif") return "tweet_gif";
  if (contentType.startsWith("video/")) return "amplify_video";
  return "tweet_image";
}

export async function uploadMediaToX(client: XAdsClient, account: AdsAccount, file: MediaUpload, o: { uploadBaseUrl: string; sleep: (ms: number) => Promise<void> }): Promise<string> {
  const endpoint = (query: Record<string, string | number>) => client.url("media/upload.json", query, o.uploadBaseUrl);

  const init = await client.request<UploadAnswer>(account, "POST", endpoint({ command: "INIT", total_bytes: file.file_size, media_type: file.content_type, media_category: mediaCategory(file.content_type) }));
  // X's media ids are 64-bit: the bare number loses its last digits in JavaScript, media_id_string keeps them.
  const mediaId = init.media_id_string;
  if (!mediaId) throw new AdsError("server", "X did not start the media upload.", 502);

  let index = 0;
  for await (const segment of byteSegments(file.read(), MEDIA_SEGMENT_BYTES)) {
    await client.postForm(account, endpoint({ command: "APPEND", media_id: mediaId, segment_index: index }), () => {
      const form = new FormData();
      form.append("media", new Blob([segment], { type: "application/octet-stream" }), "segment");
      return form;
    });
    index++;
  }

  let answer = await client.request<UploadAnswer>(account, "POST", endpoint({ command: "FINALIZE", media_id: mediaId }));
  for (let poll = 0; answer.processing_info && answer.processing_info.state !== "succeeded"; poll++) {
    const info = answer.processing_info;
    if (info.state === "failed") throw new AdsError("invalid", info.error?.message || "X could not process this media file.", 400, [{ code: info.error?.name ?? "PROCESSING_FAILED", message: info.error?.message ?? "" }]);
    if (poll >= MAX_STATUS_POLLS) throw new AdsError("server", "X took too long to process this media file.", 504);
    await o.sleep(Math.min(MAX_POLL_WAIT_MS, Math.max(1, info.check_after_secs ?? 1) * 1000));
    answer = await client.request<UploadAnswer>(account, "GET", endpoint({ command: "STATUS", media_id: mediaId }));
  }
  const key = answer.media_key ?? init.media_key;
  if (!key) throw new AdsError("server", "X did not name the uploaded media.", 502);
  return key;
}

