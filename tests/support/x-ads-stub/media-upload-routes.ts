import { createHash, randomInt, type Hash } from "node:crypto";
import type { Reply } from "./campaign-routes";

/*
 * The X Ads stub's media: X's chunked upload (media/upload.json on the upload host: INIT, APPEND,
 * FINALIZE, STATUS) and POST accounts/:id/media_library, which adds an uploaded file by its
 * media_key. The fixtures in ../shared/data/x-ads-api hold no upload answers: these shapes are
 * written from X's public documentation of media/upload and of the media library (media_id as a
 * bare 64-bit number beside media_id_string, media_key, processing_info with state and
 * check_after_secs, APPEND answered with no body). X's rules the adapter must respect are checked:
 * the announced size and type, segments of at most 5 MB sent in order, all the bytes before
 * FINALIZE, and only a processed upload in the library.
 */

type Obj = Record<string, unknown>;

export interface StubUpload {
  id: string;
  key: string;
  totalBytes: number;
  mediaType: string;
  category: string;
  /** The size of each segment received, by segment_index. */
  segments: number[];
  finalized: boolean;
  /** SHA-256 of the bytes received, in segment order (hex, once finalized). */
  sha256?: string;
  hash: Hash;
  /** STATUS polls answered so far (a video succeeds after `processingPolls` of them). */
  polls: number;
}

export interface UploadSettings {
  /** STATUS polls a video answers "in_progress" before it succeeds. */
  processingPolls: number;
  /** When set, video processing ends "failed" with this message. */
  failProcessing?: string;
}

const SEGMENT_MAX = 5 * 1024 * 1024;
const SIZE_LIMIT: Record<string, number> = { tweet_image: 5 * 1024 * 1024, tweet_gif: 15 * 1024 * 1024, amplify_video: 1024 * 1024 * 1024 };
const KEY_PREFIX: Record<string, string> = { tweet_image: "3", tweet_gif: "16", amplify_video: "13" };
const isVideo = (u: StubUpload) => u.category === "amplify_video";
const now = () => new Date().toISOString().replace(/\.\d+Z$/, "Z");

/** X's answer for an upload, with the id as the bare 64-bit number X writes (hence raw JSON text). */
function uploadAnswer(u: StubUpload, extra: Obj = {}): string {
  const rest = JSON.stringify({ media_id_string: u.id, media_key: u.key, expires_after_secs: 86_400, ...extra });
  return `{"media_id":${u.id},${rest.slice(1)}`;
}

function processing(u: StubUpload, settings: UploadSettings): Obj {
  if (!isVideo(u)) return {};
  if (!u.finalized) return {};
  if (u.polls === 0) return { processing_info: { state: "pending", check_after_secs: 1 } };
  if (u.polls <= settings.processingPolls) return { processing_info: { state: "in_progress", check_after_secs: 1, progress_percent: Math.round((u.polls / (settings.processingPolls + 1)) * 100) } };
  if (settings.failProcessing) return { processing_info: { state: "failed", progress_percent: 100, error: { code: 1, name: "InvalidMedia", message: settings.failProcessing } } };
  return { processing_info: { state: "succeeded", progress_percent: 100 } };
}

const processed = (u: StubUpload, settings: UploadSettings) => u.finalized && (!isVideo(u) || (u.polls > settings.processingPolls && !settings.failProcessing));

/** The upload host's one endpoint; false when the request is not for it. */
export async function mediaUploadRoute(a: { method: string; path: string; query: Record<string, string>; body: unknown; uploads: Map<string, StubUpload>; settings: UploadSettings; reply: Reply }): Promise<boolean> {
  if (a.path !== "/1.1/media/upload.json") return false;
  const { query, uploads, reply } = a;
  // Parameters may come in the query or as form fields; the bytes only as the form's "media" field.
  const form = a.body instanceof FormData ? a.body : undefined;
  const param = (name: string) => query[name] ?? (typeof form?.get(name) === "string" ? String(form.get(name)) : undefined);
  const fail = (message: string, status = 400) => (reply.fail(status, "324", message), true);
  const command = param("command");

  if (a.method === "POST" && command === "INIT") {
    const total = Number(param("total_bytes"));
    const mediaType = param("media_type") ?? "";
    const category = (param("media_category") ?? "tweet_image").toLowerCase();
    if (!Number.isInteger(total) || total <= 0) return fail("total_bytes is required");
    // X answers an unknown type in the upload host's older shape: one "error" string.
    if (!/^(image\/(png|jpeg|gif|webp)|video\/mp4)$/.test(mediaType)) return reply.sendText(400, JSON.stringify({ request: "/1.1/media/upload.json", error: "media type unrecognized." })), true;
    if (!(category in SIZE_LIMIT)) return fail(`media_category ${category} is not valid`);
    if (mediaType.startsWith("video/") !== (category === "amplify_video") || (mediaType === "image/gif") !== (category === "tweet_gif")) return fail(`${mediaType} does not match media_category ${category}`);
    if (total > SIZE_LIMIT[category]) return fail(`File size exceeds ${SIZE_LIMIT[category]} bytes.`);
    const id = String(randomInt(1e9, 2 ** 47)) + String(randomInt(1e5, 1e6));
    const upload: StubUpload = { id, key: `${KEY_PREFIX[category]}_${id}`, totalBytes: total, mediaType, category, segments: [], finalized: false, hash: createHash("sha256"), polls: 0 };
    uploads.set(id, upload);
    return reply.sendText(200, uploadAnswer(upload)), true;
  }

  const upload = uploads.get(param("media_id") ?? "");
  if (!upload) return fail("Invalid or expired media_id.");

  if (a.method === "POST" && command === "APPEND") {
    if (upload.finalized) return fail("The upload is already finalized.");
    const index = Number(param("segment_index"));
    const media = form?.get("media");
    if (!(media instanceof Blob)) return fail("media is required");
    if (index !== upload.segments.length) return fail(`Segment ${index} arrived out of order: ${upload.segments.length} expected.`);
    if (media.size > SEGMENT_MAX) return fail("Segment size must be <= 5 MB.");
    const received = upload.segments.reduce((s, n) => s + n, 0) + media.size;
    if (received > upload.totalBytes) return fail("Segments exceed total_bytes.");
    upload.segments.push(media.size);
    upload.hash.update(new Uint8Array(await media.arrayBuffer()));
    return reply.sendText(204, ""), true;
  }
  if (a.method === "POST" && command === "FINALIZE") {
    const received = upload.segments.reduce((s, n) => s + n, 0);
    if (received !== upload.totalBytes) return fail(`File size ${received} does not match total_bytes ${upload.totalBytes}.`);
    upload.finalized = true;
    upload.sha256 = upload.hash.digest("hex");
    return reply.sendText(201, uploadAnswer(upload, { size: upload.totalBytes, ...processing(upload, a.settings) })), true;
  }
  if (a.method === "GET" && command === "STATUS") {
    if (!upload.finalized || !isVideo(upload)) return fail("This media has no processing status.");
    upload.polls++;
    return reply.sendText(200, uploadAnswer(upload, processing(upload, a.settings))), true;
  }
  return fail("command is not valid");
}

/** POST accounts/:id/media_library: an uploaded, processed file by its media_key; false when not this route. */
export function mediaLibraryAdd(a: { method: string; rest: string; query: Record<string, string>; uploads: Map<string, StubUpload>; settings: UploadSettings; library: Map<string, Obj>; reply: Reply }): boolean {
  if (a.method !== "POST" || a.rest !== "/media_library") return false;
  const key = a.query.media_key;
  if (!key) return a.reply.fail(400, "MISSING_PARAMETER", "media_key is required", "media_key"), true;
  const upload = [...a.uploads.values()].find((u) => u.key === key);
  if (!upload || !processed(upload, a.settings)) return a.reply.fail(400, "INVALID_PARAMETER", "media_key is not a processed upload of this user", "media_key"), true;
  if (a.library.has(key) && !a.library.get(key)!.deleted) return a.reply.fail(400, "DUPLICATE_MEDIA", "This media is already in the media library", "media_key"), true;
  const video = isVideo(upload);
  const item: Obj = {
    tweeted: false,
    name: a.query.name ?? null,
    file_name: a.query.file_name ?? null,
    description: a.query.description ?? null,
    media_url: video ? `https://video.twimg.com/amplify_video/${upload.id}/vid/1280x720/stub.mp4` : `https://pbs.twimg.com/media/${upload.id}.${upload.mediaType === "image/gif" ? "gif" : "jpg"}`,
    ...(video ? { poster_media_url: `https://pbs.twimg.com/amplify_video_thumb/${upload.id}/img/stub.jpg`, duration: 10_000 } : {}),
    media_key: key,
    created_at: now(),
    updated_at: now(),
    media_status: "TRANSCODE_COMPLETED",
    media_type: video ? "VIDEO" : upload.category === "tweet_gif" ? "GIF" : "IMAGE",
    deleted: false,
  };
  a.library.set(key, item);
  return a.reply.send(201, { data: item, request: { params: a.query } }), true;
}
