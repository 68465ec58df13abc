import "server-only";
import { db } from "@/lib/server/db";
import { marketingMaterials } from "@/lib/server/db/schema";
import type { MaterialUpload } from "@/lib/schemas/marketing-materials";

/** Adds a material, or replaces the file and details of the one with that slug (admins only, checked by the caller). */
export async function saveMaterial(slug: string, meta: MaterialUpload, file: { bytes: Buffer; mimeType: string }): Promise<{ slug: string }> {
  const values = {
    contentType: meta.content_type,
    title: meta.title,
    summary: meta.summary,
    language: meta.language,
    agencies: meta.agencies,
    countryId: meta.country_id ?? null,
    fileName: meta.file_name,
    mimeType: file.mimeType,
    file: file.bytes,
    updatedAt: new Date(),
  };
  const [row] = await (await db())
    .insert(marketingMaterials)
    .values({ slug, ...values })
    .onConflictDoUpdate({ target: marketingMaterials.slug, set: values })
    .returning({ slug: marketingMaterials.slug });
  return row;
}
