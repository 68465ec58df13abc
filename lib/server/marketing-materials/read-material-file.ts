import "server-only";
import { eq, inArray } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { marketingMaterials } from "@/lib/server/db/schema";
import { readUpload } from "@/lib/server/files/store";

type FileRow = { fileKey: string | null; file: Buffer | null };

/** A material's bytes: from the upload store, or (the seeded documents) from the row. */
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

/** The opening text of each text material (HTML tags dropped), for the library's previews. */
export async function materialPreviews(slugs: string[]): Promise<Map<string, string>> {
  if (!slugs.length) return new Map();
  const rows = await (await db())
    .select({ slug: marketingMaterials.slug, mimeType: marketingMaterials.mimeType, file: marketingMaterials.file, fileKey: marketingMaterials.fileKey })
    .from(marketingMaterials)
    .where(inArray(marketingMaterials.slug, slugs));
  const texts = await Promise.all(
    rows
      .filter((r) => r.mimeType.startsWith("text/"))
      .map(async (r): Promise<[string, string]> => {
        const bytes = await bytesOf(r).catch(() => Buffer.alloc(0));
        const text = bytes.toString("utf8").replace(/<(style|title|script)[^>]*>[\s\S]*?<\/\1>/gi, " ").replace(/<\/(h1|h2|p|section)>/gi, "\n").replace(/<[^>]+>/g, " ");
        const lines = text.split("\n").map((l) => l.replace(/\s+/g, " ").trim()).filter(Boolean);
        return [r.slug, lines.join("\n").slice(0, PREVIEW_CHARS)];
      }),
  );
  return new Map(texts);
}
