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
import { readStoredFile, removeStoredFile, TooLarge, writeFile } from "./local-file-store";

/*
 * File uploads in three steps (spec §7): the policy checks type and size and hands out a one-time
 * address; the browser sends the bytes there (with a progress bar); complete confirms the file.
 */

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
  await (await db()).insert(storedFiles).values({ id, teamId: team.id, userId: user.userId, name: input.name, contentType: input.content_type, size: input.size, storageKey: id, uploadTokenHash: hashToken(token) });
  return { id, method: "PUT", url: `${fileUrl(id)}?token=${token}`, headers: { "content-type": input.content_type }, max_size: limit };
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
  const expected = Buffer.from(row.uploadTokenHash, "hex");
  const given = Buffer.from(hashToken(token), "hex");
  if (row.userId !== user.userId || row.uploadedAt || !timingSafeEqual(expected, given)) throw new AppError("not_found", "Not found.");
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
    throw new AppError("bad_request", written.size !== row.size ? "The file is not the size announced." : "The file's contents are not of its type.");
  }
  const [saved] = await (await db()).update(storedFiles).set({ uploadedAt: new Date() }).where(and(eq(storedFiles.id, row.id), isNull(storedFiles.uploadedAt))).returning();
  return fileView(saved);
}

export async function completeUpload(identity: Identity, id: string) {
  const { row } = await ownFile(identity, id);
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
  return { row, bytes: await readStoredFile(row.storageKey) };
}
