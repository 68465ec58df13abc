import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { marketingMaterials } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import { putUpload, removeUpload, TooLarge } from "@/lib/server/files/store";
import { isMaterialFileType, MATERIAL_MAX_BYTES, materialBytesMatchType } from "@/lib/domain/material-files";
import type { MaterialUpload } from "@/lib/schemas/marketing-materials";
import { forgetPublicLibrary } from "./public-library";

const TOO_LARGE = "The file is larger than 10 MB.";
const NOT_A_TYPE = "Upload a PDF, PowerPoint, Word, HTML, text, PNG or JPEG file.";

/**
 * Adds a material, or replaces the file and details of the one with that slug (admins only, checked
 * by the caller). The file goes to the upload store under a fresh key; the row points at it once
 * it is whole and of its type, and the file it replaced is removed after.
 */
export async function saveMaterial(slug: string, meta: MaterialUpload, file: { body: ReadableStream<Uint8Array> | null; mimeType: string }): Promise<{ slug: string }> {
  const mimeType = file.mimeType.split(";")[0].trim().toLowerCase();
  if (!isMaterialFileType(mimeType)) throw new AppError("bad_request", NOT_A_TYPE, { file: [NOT_A_TYPE] });
  if (!file.body) throw new AppError("bad_request", "The file is empty.", { file: ["The file is empty."] });
  const key = crypto.randomUUID();
  let stored: { size: number; head: Uint8Array };
  try {
    stored = await putUpload(key, file.body, mimeType, MATERIAL_MAX_BYTES);
  } catch (error) {
    if (error instanceof TooLarge) throw new AppError("payload_too_large", TOO_LARGE, { file: [TOO_LARGE] });
    throw error;
  }
  const refuse = !stored.size ? "The file is empty." : !materialBytesMatchType(mimeType, stored.head.subarray(0, Math.min(16, stored.size))) ? "The file's contents are not of its type." : null;
  if (refuse) {
    await removeUpload(key);
    throw new AppError("bad_request", refuse, { file: [refuse] });
  }
  const values = {
    contentType: meta.content_type,
    title: meta.title,
    summary: meta.summary,
    language: meta.language,
    agencies: meta.agencies,
    countryId: meta.country_id ?? null,
    fileName: meta.file_name,
    mimeType,
    file: null,
    fileKey: key,
    fileSize: stored.size,
    updatedAt: new Date(),
  };
  const database = await db();
  const [before] = await database.select({ fileKey: marketingMaterials.fileKey }).from(marketingMaterials).where(eq(marketingMaterials.slug, slug)).limit(1);
  const [row] = await database
    .insert(marketingMaterials)
    .values({ slug, ...values })
    .onConflictDoUpdate({ target: marketingMaterials.slug, set: values })
    .returning({ slug: marketingMaterials.slug });
  forgetPublicLibrary();
  if (before?.fileKey) await removeUpload(before.fileKey);
  return row;
}

/** Removes a material and its stored file (admins only, checked by the caller). */
export async function deleteMaterial(slug: string): Promise<void> {
  const [row] = await (await db()).delete(marketingMaterials).where(eq(marketingMaterials.slug, slug)).returning({ fileKey: marketingMaterials.fileKey });
  if (!row) throw new AppError("not_found", "Not found.");
  forgetPublicLibrary();
  if (row.fileKey) await removeUpload(row.fileKey);
}
