import { z } from "zod";
import { AGENCY_IDS, CONTENT_TYPES, isAgencyId } from "@/lib/domain/marketing-materials";
import { LOCALES } from "@/lib/domain/locale";
import { materialSlugSchema } from "./toolkit-requests";

/** A material as lists and the detail answer show it (the file itself comes through a signed link). */
export interface MaterialView {
  id: number;
  slug: string;
  content_type: string;
  title: string;
  summary: string;
  language: string;
  country_id: number | null;
  faq: { question: string; answer: string }[];
  file_name: string;
  updated_at: string;
}

/** GET /api/external/marketing-materials/ filters. */
export const materialListQuerySchema = z.object({
  type: z.enum(CONTENT_TYPES).optional(),
  language: z.enum(LOCALES).optional(),
  q: z.string().trim().max(100, "Q must be less than 100 characters").optional(),
});
export type MaterialListQuery = z.infer<typeof materialListQuerySchema>;

/**
 * The library page's filters read field by field (a page people type addresses into): each field
 * that parses is kept, and the names of those given but not understood are returned, so one bad
 * value drops only itself and the page can say so. Empty values mean "any".
 */
export function lenientMaterialListQuery(given: Record<string, unknown>): { filters: MaterialListQuery; ignored: string[] } {
  const filters: Record<string, unknown> = {};
  const ignored: string[] = [];
  for (const [key, field] of Object.entries(materialListQuerySchema.shape)) {
    if (given[key] === undefined || given[key] === "") continue;
    const parsed = field.safeParse(given[key]);
    if (parsed.success) filters[key] = parsed.data;
    else ignored.push(key);
  }
  return { filters: filters as MaterialListQuery, ignored };
}

export const materialSlugParamsSchema = z.object({ slug: materialSlugSchema });

/** PUT .../{slug}/file/: the raw file is the body, its details are in the query (spec §7 File bodies). */
export const materialUploadSchema = z.object({
  content_type: z.enum(CONTENT_TYPES),
  title: z.string().trim().min(1, "Title is required").max(200, "Title must be less than 200 characters"),
  summary: z.string().trim().max(1000, "Summary must be less than 1000 characters").default(""),
  language: z.enum(LOCALES).default("en"),
  agencies: z
    .string()
    .default("")
    .transform((s) => s.split(",").map((a) => a.trim()).filter(Boolean))
    .refine((list) => list.every(isAgencyId), "Agencies is not valid"),
  country_id: z.coerce.number().int().positive().max(1_000_000).optional(),
  file_name: z.string().trim().min(1, "File name is required").max(200, "File name must be less than 200 characters").regex(/^[^/\\]+$/, "File name is not valid"),
});
export type MaterialUpload = z.infer<typeof materialUploadSchema>;

/** A material as the toolkit's admins list it: whom it is for and the file behind it. */
export interface AdminMaterialView extends MaterialView {
  agencies: string[];
  mime_type: string;
  file_size: number | null;
}

/** The admins' form for adding a material or replacing its file and details (the file itself is held apart). */
const details = {
  slug: z
    .string()
    .trim()
    .min(1, "Address name is required")
    .max(120, "Address name must be less than 120 characters")
    .regex(/^[a-z0-9][a-z0-9-]*$/, "Address name is not valid"),
  content_type: z.enum(CONTENT_TYPES, { error: "Choose a content type" }),
  title: z.string().trim().min(1, "Title is required").max(200, "Title must be less than 200 characters"),
  summary: z.string().trim().max(1000, "Summary must be less than 1000 characters"),
  language: z.enum(LOCALES, { error: "Choose a language" }),
  agencies: z.array(z.enum(AGENCY_IDS, { error: "Agencies is not valid" }), { error: "Agencies is not valid" }).max(AGENCY_IDS.length),
};

export const materialAdminFormSchema = z.object({
  ...details,
  country_id: z.string().trim().regex(/^(\d{1,7})?$/, "Country id is a number"),
});
export type MaterialAdminForm = z.infer<typeof materialAdminFormSchema>;

/** PATCH /api/external/marketing-materials/{slug}/: an admin changes a material's details (its address name too), the file kept. */
export const materialDetailsSchema = z.object({
  ...details,
  country_id: z.number({ error: "Country id is a number" }).int("Country id is a number").positive("Country id is a number").max(9_999_999, "Country id is a number").nullable(),
});
export type MaterialDetails = z.infer<typeof materialDetailsSchema>;

/** The admins' form values as the details endpoint takes them. */
export const detailsOfForm = (form: MaterialAdminForm): MaterialDetails => ({ ...form, country_id: form.country_id ? Number(form.country_id) : null });

/** GET /api/helper-documents/download/ - by id and/or name (spec §7). */
export const helperDownloadQuerySchema = z
  .object({ id: z.coerce.number().int().positive().optional(), name: z.string().trim().min(1).max(200).optional() })
  .refine((q) => q.id !== undefined || q.name !== undefined, { message: "Id or name is required", path: ["id"] });
