import { z } from "zod";
import { MAPPABLE_FIELDS, REQUIRED_FIELDS, type MappableField } from "@/lib/domain/corpus/column-map";
import { displayName } from "@/lib/domain/field-messages";

/* The import page's form and what the team's import API answers. */

export const IMPORT_FORMATS = ["x-json", "csv", "x-archive"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

const column = z.string().max(200);

/** Which column holds each field (a CSV of no known shape); empty for none. */
export const importMapSchema = z.object(Object.fromEntries(MAPPABLE_FIELDS.map((f) => [f, column.optional()])) as Record<MappableField, z.ZodOptional<typeof column>>);

export const importFormSchema = z
  .object({
    format: z.enum(IMPORT_FORMATS, { error: "Format is not valid" }),
    /** The file needs the column mapping (a CSV whose header is no known shape). */
    mapped: z.boolean(),
    map: importMapSchema,
  })
  .superRefine((v, ctx) => {
    if (v.format !== "csv" || !v.mapped) return;
    for (const field of REQUIRED_FIELDS) if (!v.map[field]) ctx.addIssue({ code: "custom", path: ["map", field], message: `${displayName(field)} is required` });
  });
export type ImportForm = z.infer<typeof importFormSchema>;

/** One of the team's imports as the page follows it. */
export interface TeamImport {
  id: number;
  status: "queued" | "running" | "done" | "failed";
  file: string;
  /** Bytes of the file read so far, of its size. */
  bytes: number;
  size: number;
  read: number;
  inserted: number;
  updated: number;
  skipped: number;
  /** Rows skipped, with their line and what was wrong (first 50). */
  problems: { line: number; message: string }[];
  error: string | null;
  created: string;
}
