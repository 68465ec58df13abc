import { z } from "zod";
import { BUDGET_MESSAGES, BUDGET_PATTERN } from "@/lib/domain/campaigns/budget";
import { OBJECTIVES } from "@/lib/domain/campaigns/objectives";
import { AGES, CURRENCIES, specCurrency } from "@/lib/domain/targeting/options";
import { adFields, budgetText, campaignDate, ENTITY_STATUS_VALUES } from "./campaigns";
import { emailField } from "./generation";
import { rowId } from "./row-id";

/* The campaign creation tools (spec §7): calculator, extract-parameters, campaign-options, campaign-create. */

const team = z.string({ error: "team is required" }).trim().min(1, "team is required").max(100);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date as YYYY-MM-DD.");
export const BUDGET_KINDS = ["lifetime", "daily"] as const;
/** X says JPY where the spec's currency list says YEN. */
const currency = z.string().transform(specCurrency).pipe(z.enum(CURRENCIES, { error: "Choose a currency from the list." }));

/** Campaign generation input (spec §3): a description, the caller's e-mail and ad account; the team whose packages to use. */
export const generationInputSchema = z.object({
  description: z.string({ error: "Description is required" }).trim().min(3, "Description is required").max(2000, "Description must be less than 2000 characters"),
  email: emailField,
  ad_account_id: z.string().trim().max(64).nullable().default(null),
  team: team.optional(),
});

export const campaignOptionsSchema = generationInputSchema.extend({ team });

/** What a description states, as extract-parameters answers it (also how a chat model's answer is checked). */
export const campaignParametersSchema = z.object({
  name: z.string().trim().max(255).default(""),
  objective: z.enum(OBJECTIVES).nullable().default(null),
  budget: z.string().regex(BUDGET_PATTERN, BUDGET_MESSAGES.notNumber).nullable().default(null),
  currency: currency.nullable().default(null),
  budget_kind: z.enum(BUDGET_KINDS).default("lifetime"),
  start: day.nullable().default(null),
  end: day.nullable().default(null),
  targeting: z
    .object({
      handles: z.array(z.string().regex(/^[A-Za-z0-9_]{1,15}$/)).max(100).default([]),
      hashtags: z.array(z.string().trim().min(1).max(100)).max(100).default([]),
      keywords: z.array(z.string().trim().min(1).max(100)).max(100).default([]),
      countries: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
      languages: z.array(z.string().trim().min(1).max(50)).max(20).default([]),
      gender: z.enum(["ANY", "MALE", "FEMALE"]).default("ANY"),
      age: z.string().refine((a) => AGES.some((o) => o.value === a), "Choose an age from the list").default("AGE_ANY"),
    })
    .default({ handles: [], hashtags: [], keywords: [], countries: [], languages: [], gender: "ANY", age: "AGE_ANY" }),
});

/** The calculator: a package (or a size) and a budget to read as reach, or a reach to price. */
export const campaignCalculatorSchema = z
  .object({
    audience_config_id: rowId().optional(),
    size: z.coerce.number().int().positive().max(10_000_000_000).optional(),
    currency: currency.default("USD"),
    budget: budgetText.default(""),
    reach: z.coerce.number().int().positive().max(10_000_000_000).optional(),
    budget_kind: z.enum(BUDGET_KINDS).default("lifetime"),
    start: day.optional(),
    end: day.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.audience_config_id === undefined && v.size === undefined) ctx.addIssue({ code: "custom", path: ["audience_config_id"], message: "Choose a saved targeting package." });
    if (!v.budget && v.reach === undefined) ctx.addIssue({ code: "custom", path: ["budget"], message: "Give a budget or a reach." });
    if (v.budget && v.reach !== undefined) ctx.addIssue({ code: "custom", path: ["reach"], message: "Give a budget or a reach, not both." });
    if (v.start && v.end && v.end < v.start) ctx.addIssue({ code: "custom", path: ["end"], message: "End date must be after the start date." });
  });

/** The stepper's campaign, as campaign-create takes it (team and e-mail are added on submit). */
export const generatedCampaignFields = z.object({
  ad_account_id: z.string({ error: "ad_account_id is required" }).trim().min(1, "ad_account_id is required").max(64),
  audience_config_id: rowId({ error: "Choose a saved targeting package." }),
  name: z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(255, "Name must be less than 255 characters"),
  objective: z.enum(OBJECTIVES, { error: "Choose an objective." }),
  budget: budgetText.refine((v) => v !== "", "Budget is required"),
  budget_kind: z.enum(BUDGET_KINDS).default("lifetime"),
  start: campaignDate,
  end: z.union([campaignDate, z.literal("")]).default(""),
  /** Empty: the calculator's starting bid at the stated cost per 1,000 impressions. */
  bid: budgetText.default(""),
  /** Empty: the ad account's first funding instrument that can pay for the budget. */
  funding_instrument_id: z.string().trim().max(64).default(""),
  entity_status: z.enum(ENTITY_STATUS_VALUES).default("ACTIVE"),
  ad: adFields,
});

export const campaignGenerationCreateSchema = generatedCampaignFields.extend({ team, email: emailField });
