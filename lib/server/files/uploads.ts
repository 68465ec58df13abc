import "server-only";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import { bytesMatchType } from "@/lib/domain/campaigns/file-type";
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES, type filePolicySchema } from "@/lib/schemas/campaigns";
import type { Identity } from "@/lib/server/auth/identity";
import { requireUser } from "@/lib/server/auth/require-user";
import { db } from "@/lib/server/db";
import { storedFiles } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import { requireTeamMember } from "@/lib/server/teams/team-access";
import { removeStoredFile, streamStoredFile, TooLarge, writeFile } from "./local-file-store";
import { inspectObject, presignUpload, removeObject, s3UploadsConfigured, streamObject } from "./s3-file-store";
import { readUpload } from "./store";

/*
 * File uploads in three steps (spec §7): the policy checks type and size and hands out a one-time
 * address; the browser sends the bytes there (with a progress bar); complete confirms the file.
 * The address is our own PUT endpoint (local disk, the default) or a presigned address of the
 * S3-compatible bucket when one is configured; either way the size and the first bytes' type are
 * checked before the file is accepted, and it is read back only through our API.
 */

const NOT_ANNOUNCED_SIZE = "The file is not the size announced.";
const NOT_ITS_TYPE = "The file's contents are not of its type.";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const sizeLimit = (contentType: string) => UPLOAD_MAX_BYTES[UPLOAD_TYPES[contentType as keyof typeof UPLOAD_TYPES]];
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export const fileUrl = (id: string) => `/api/api/files/${id}/`;

export function fileView(row: typeof storedFiles.$inferSelect) {
  return { id: row.id, name: row.name, content_type: row.contentType, size: row.size, url: fileUrl(row.id), completed: row.completedAt !== null };
}

export async function filePolicy(identity: Identity, input: z.infer<typeof filePolicySchema>) {
  const { team, user } = await requireTeamMember(identity, input.team);
  const limit = sizeLimit(input.content_type);
  if (input.size > limit) throw new AppError("bad_request", `The file is larger than ${megabytes(limit)}.`, { size: [`The file is larger than ${megabytes(limit)}.`] });
  const token = randomBytes(24).toString("base64url");
  const id = crypto.randomUUID();
  const url = s3UploadsConfigured() ? await presignUpload(id, input.content_type, input.size) : `${fileUrl(id)}?token=${token}`;
  await (await db()).insert(storedFiles).values({ id, teamId: team.id, userId: user.userId, name: input.name, contentType: input.content_type, size: input.size, storageKey: id, uploadTokenHash: hashToken(token) });
  return { id, method: "PUT", url, headers: { "content-type": input.content_type }, max_size: limit };
}

async function ownFile(identity: Identity, id: string) {
  const user = requireUser(identity);
  const [row] = /^[0-9a-f-]{36}$/i.test(id) ? await (await db()).select().from(storedFiles).where(eq(storedFiles.id, id.toLowerCase())) : [];
  if (!row) throw new AppError("not_found", "Not found.");
  await requireTeamMember(identity, row.teamId);
  return { row, user };
}

/** PUT to the policy's address: the bytes, at most the size announced, of the type announced. */
export async function receiveUpload(identity: Identity, id: string, token: string, body: ReadableStream<Uint8Array> | null) {
  const { row, user } = await ownFile(identity, id);
  // With a bucket, the bytes go to the bucket's presigned address, never here.
  if (s3UploadsConfigured()) throw new AppError("not_found", "Not found.");
  const expected = Buffer.from(row.uploadTokenHash, "hex");
  const given = Buffer.from(hashToken(token), "hex");
  if (row.userId !== user.userId || row.uploadedAt || expected.length !== given.length || !timingSafeEqual(expected, given)) throw new AppError("not_found", "Not found.");
  if (!body) throw new AppError("bad_request", "The file is empty.");
  let written: Awaited<ReturnType<typeof writeFile>>;
  try {
    written = await writeFile(row.storageKey, body, row.size);
  } catch (error) {
    if (error instanceof TooLarge) throw new AppError("payload_too_large", "The file is larger than announced.");
    throw error;
  }
  if (written.size !== row.size || !bytesMatchType(row.contentType, written.head)) {
    await removeStoredFile(row.storageKey);
    throw new AppError("bad_request", written.size !== row.size ? NOT_ANNOUNCED_SIZE : NOT_ITS_TYPE);
  }
  const [saved] = await (await db()).update(storedFiles).set({ uploadedAt: new Date() }).where(and(eq(storedFiles.id, row.id), isNull(storedFiles.uploadedAt))).returning();
  return fileView(saved);
}

/** A bucket upload, checked as the local store checks a PUT: the size announced, bytes of the type announced. */
async function acceptBucketUpload(row: typeof storedFiles.$inferSelect) {
  const found = await inspectObject(row.storageKey);
  if (!found) return row;
  if (found.size !== row.size || !bytesMatchType(row.contentType, found.head)) {
    await removeObject(row.storageKey);
    throw new AppError("bad_request", found.size !== row.size ? NOT_ANNOUNCED_SIZE : NOT_ITS_TYPE, { id: [found.size !== row.size ? NOT_ANNOUNCED_SIZE : NOT_ITS_TYPE] });
  }
  const [saved] = await (await db()).update(storedFiles).set({ uploadedAt: new Date() }).where(eq(storedFiles.id, row.id)).returning();
  return saved;
}

export async function completeUpload(identity: Identity, id: string) {
  const found = await ownFile(identity, id);
  const row = !found.row.uploadedAt && s3UploadsConfigured() ? await acceptBucketUpload(found.row) : found.row;
  if (!row.uploadedAt) throw new AppError("bad_request", "The file has not been uploaded yet.", { id: ["The file has not been uploaded yet."] });
  if (row.completedAt) return fileView(row);
  const [saved] = await (await db()).update(storedFiles).set({ completedAt: new Date() }).where(eq(storedFiles.id, row.id)).returning();
  return fileView(saved);
}

/** A completed file of a team, for media creation. */
export async function completedTeamFile(identity: Identity, id: string, teamId: string) {
  const { row } = await ownFile(identity, id).catch(() => ({ row: null }));
  if (!row || row.teamId !== teamId || !row.completedAt) throw new AppError("bad_request", "Upload the file first.", { file_id: ["Upload the file first."] });
  return row;
}

export async function readFileFor(identity: Identity, id: string) {
  const { row } = await ownFile(identity, id);
  if (!row.uploadedAt) throw new AppError("not_found", "Not found.");
  return { row, bytes: await readUpload(row.storageKey) };
}

/** A stored file's bytes as a stream (from the bucket or the disk), for sending it on without holding it whole. */
export async function* streamFile(row: typeof storedFiles.$inferSelect): AsyncGenerator<Uint8Array> {
  yield* s3UploadsConfigured() ? await streamObject(row.storageKey) : streamStoredFile(row.storageKey);
}
