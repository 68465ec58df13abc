import "server-only";
import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { marketingMaterials } from "@/lib/server/db/schema";
import { canSeeMaterial, CONTENT_TYPES, matchesMaterialFilters, type AgencyId, type MaterialFilters } from "@/lib/domain/marketing-materials";
import type { AdminMaterialView, MaterialView } from "@/lib/schemas/marketing-materials";

const columns = {
  id: marketingMaterials.id,
  slug: marketingMaterials.slug,
  contentType: marketingMaterials.contentType,
  title: marketingMaterials.title,
  summary: marketingMaterials.summary,
  language: marketingMaterials.language,
  agencies: marketingMaterials.agencies,
  countryId: marketingMaterials.countryId,
  faq: marketingMaterials.faq,
  fileName: marketingMaterials.fileName,
  updatedAt: marketingMaterials.updatedAt,
};

type Row = Omit<typeof marketingMaterials.$inferSelect, "file" | "mimeType" | "fileKey" | "fileSize">;

function view(r: Row): MaterialView {
  return {
    id: r.id,
    slug: r.slug,
    content_type: r.contentType,
    title: r.title,
    summary: r.summary,
    language: r.language,
    country_id: r.countryId,
    faq: r.faq,
    file_name: r.fileName,
    updated_at: r.updatedAt.toISOString(),
  };
}

/** The library as the caller may see it (spec §3 agencies and country restrictions), filtered, newest first within a type. */
export async function listMaterials(o: MaterialFilters & { agency: AgencyId | null; helper?: boolean }): Promise<MaterialView[]> {
  const rows = await (await db())
    .select(columns)
    .from(marketingMaterials)
    .where(o.helper ? eq(marketingMaterials.contentType, "helper") : inArray(marketingMaterials.contentType, [...CONTENT_TYPES]))
    .orderBy(asc(marketingMaterials.contentType), asc(marketingMaterials.title));
  return rows.filter((r) => (o.helper || canSeeMaterial(r, o.agency)) && matchesMaterialFilters(r, o)).map(view);
}

/** One material, when the caller may see it. */
export async function findMaterial(slug: string, agency: AgencyId | null, helper = false): Promise<MaterialView | null> {
  const [row] = await (await db()).select(columns).from(marketingMaterials).where(eq(marketingMaterials.slug, slug)).limit(1);
  if (!row || (row.contentType === "helper") !== helper) return null;
  return helper || canSeeMaterial(row, agency) ? view(row) : null;
}

/** Every material of the library (helper documents aside), with whom it is for, for the toolkit's admins. */
export async function listAllMaterials(): Promise<AdminMaterialView[]> {
  const rows = await (await db())
    .select({ ...columns, mimeType: marketingMaterials.mimeType, fileSize: marketingMaterials.fileSize, rowBytes: sql<number | null>`octet_length(${marketingMaterials.file})` })
    .from(marketingMaterials)
    .where(inArray(marketingMaterials.contentType, [...CONTENT_TYPES]))
    .orderBy(desc(marketingMaterials.updatedAt), asc(marketingMaterials.slug));
  return rows.map((r) => ({ ...view(r), agencies: r.agencies, mime_type: r.mimeType, file_size: r.fileSize ?? (r.rowBytes === null ? null : Number(r.rowBytes)) }));
}
