import { z } from "zod";
import { LOCALES } from "@/lib/domain/locale";
import { campaignPlanSchema } from "./campaign-plan";
import { rowId } from "./row-id";

/**
 * POST /api/campaign-summary-pdf/: the summary of one of the team's campaigns (`campaign`, its id)
 * or of a plan from the planner (`plan`, the planner's form), in the reader's language.
 */
export const campaignSummaryPdfSchema = z
  .object({
    campaign: rowId({ error: "campaign must be a campaign id" }).optional(),
    plan: campaignPlanSchema.optional(),
    language: z.enum(LOCALES).default("en"),
  })
  .refine((v) => (v.campaign === undefined) !== (v.plan === undefined), { message: "Send either a campaign or a plan.", path: ["non_field_errors"] });

export type CampaignSummaryPdfInput = z.input<typeof campaignSummaryPdfSchema>;
