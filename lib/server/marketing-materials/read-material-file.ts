import "server-only";
import { eq, inArray } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { marketingMaterials } from "@/lib/server/db/schema";
import { readUpload } from "@/lib/server/files/store";

type FileRow = { fileKey: string | null; file: Buffer | null };

/** A material's bytes: from the upload store, or from the row for a file not moved there yet (seedMaterials moves them at start-up). */
const bytesOf = async (r: FileRow): Promise<Buffer> => (r.fileKey ? Buffer.from(await readUpload(r.fileKey)) : (r.file ?? Buffer.alloc(0)));

export async function readMaterialFile(slug: string): Promise<{ fileName: string; mimeType: string; file: Buffer } | null> {
  const [row] = await (await db())
    .select({ fileName: marketingMaterials.fileName, mimeType: marketingMaterials.mimeType, file: marketingMaterials.file, fileKey: marketingMaterials.fileKey })
    .from(marketingMaterials)
    .where(eq(marketingMaterials.slug, slug))
    .limit(1);
  return row ? { fileName: row.fileName, mimeType: row.mimeType, file: await bytesOf(row) } : null;
}

const PREVIEW_CHARS = 700;

/** Previews already made, by slug and version (`updated_at`): a replaced file gets a new key, in every process. */
const previewCache = new Map<string, string | null>();
const MAX_CACHED_PREVIEWS = 500;
const previewKey = (m: { slug: string; updated_at: string }) => `${m.slug}@${m.updated_at}`;

function previewOf(mimeType: string, file: Buffer): string | null {
  if (!mimeType.startsWith("text/")) return null;
  const text = file.toString("utf8").replace(/<(style|title|script)[^>]*>[\s\S]*?<\/\1>/gi, " ").replace(/<\/(h1|h2|p|section)>/gi, "\n").replace(/<[^>]+>/g, " ");
  const lines = text.split("\n").map((l) => l.replace(/\s+/g, " ").trim()).filter(Boolean);
  return lines.join("\n").slice(0, PREVIEW_CHARS);
}

/**
 * The opening text of each text material (HTML tags dropped), for the library's previews. Files are
 * read only for materials whose version has no preview yet: the library page is public and busy.
 */
export async function materialPreviews(materials: { slug: string; updated_at: string }[]): Promise<Map<string, string>> {
  const missing = materials.filter((m) => !previewCache.has(previewKey(m)));
  if (missing.length) {
    const rows = await (await db())
      .select({ slug: marketingMaterials.slug, mimeType: marketingMaterials.mimeType, file: marketingMaterials.file, fileKey: marketingMaterials.fileKey, updatedAt: marketingMaterials.updatedAt })
      .from(marketingMaterials)
      .where(inArray(marketingMaterials.slug, missing.map((m) => m.slug)));
    if (previewCache.size + rows.length > MAX_CACHED_PREVIEWS) previewCache.clear();
    for (const r of rows) {
      const bytes = r.mimeType.startsWith("text/") ? await bytesOf(r).catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
      previewCache.set(previewKey({ slug: r.slug, updated_at: r.updatedAt.toISOString() }), previewOf(r.mimeType, bytes));
    }
  }
  const previews = new Map<string, string>();
  for (const m of materials) {
    const text = previewCache.get(previewKey(m));
    if (text) previews.set(m.slug, text);
  }
  return previews;
}
