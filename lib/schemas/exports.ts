import { z } from "zod";
import { SECTIONS } from "./analysis";
import { sectionRequestSchema } from "./analysis-api";

const sectionName = z.enum(SECTIONS, { message: "Pick sections from the analysis." });

/** The xlsx export: the analysis (saved or inline), the sections picked, and their titles as shown. */
export const createSheetBodySchema = sectionRequestSchema.and(
  z.object({
    sections: z.array(sectionName).min(1, "Pick at least one section.").max(SECTIONS.length),
    titles: z.record(z.string(), z.string().trim().min(1).max(100)).optional(),
  }),
);
export type CreateSheetBody = z.infer<typeof createSheetBodySchema>;
