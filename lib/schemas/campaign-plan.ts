import { z } from "zod";
import { BUDGET_MESSAGES, BUDGET_PATTERN } from "@/lib/domain/campaigns/budget";
import { AUDIENCE_SIZE_CHOICES, CURRENCIES, LET_PRODUCT_DECIDE } from "@/lib/domain/targeting/options";

/* The campaign planner's form: segments, each with a size, a budget and a flight. */

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date as YYYY-MM-DD.");

export const planSegmentSchema = z
  .object({
    name: z.string().trim().min(1, "Name is required").max(100, "Name must be less than 100 characters"),
    size: z.enum([LET_PRODUCT_DECIDE, ...AUDIENCE_SIZE_CHOICES.map(String)] as [string, ...string[]]),
    budget: z.string().trim().regex(BUDGET_PATTERN, BUDGET_MESSAGES.notNumber).refine((v) => !BUDGET_PATTERN.test(v) || Number(v) > 0, BUDGET_MESSAGES.notPositive),
    budget_kind: z.enum(["lifetime", "daily"]),
    start: day,
    end: day,
  })
  .refine((s) => s.end > s.start, { message: "End date must be after the start date.", path: ["end"] });

export const campaignPlanSchema = z.object({
  currency: z.enum(CURRENCIES),
  segments: z.array(planSegmentSchema).min(1).max(10),
});

export type CampaignPlanInput = z.input<typeof campaignPlanSchema>;
