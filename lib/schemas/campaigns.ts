import { z } from "zod";
import { BUDGET_MESSAGES, BUDGET_PATTERN } from "@/lib/domain/campaigns/budget";
import { OBJECTIVES } from "@/lib/domain/campaigns/objectives";
import { CAMPAIGN_MESSAGES } from "@/lib/domain/campaigns/campaign-rules";
import { PLACEMENTS } from "@/lib/domain/targeting/options";
import { instantSchema } from "./instant";
import { rowId } from "./row-id";

/* Campaigns, ad sets, ads, creatives, media and file uploads (spec §7 "Ads and campaigns"). */

const team = z.string({ error: "team is required" }).trim().min(1, "team is required").max(100);
const adAccountId = z.string({ error: "ad_account_id is required" }).trim().min(1, "ad_account_id is required").max(64);
const name = z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(255, "Name must be less than 255 characters");

/** A budget as typed (§5: digits with at most one decimal place); "" for none. */
export const budgetText = z.coerce.string().trim().refine((v) => v === "" || BUDGET_PATTERN.test(v), BUDGET_MESSAGES.notNumber).refine((v) => v === "" || !BUDGET_PATTERN.test(v) || Number(v) > 0, BUDGET_MESSAGES.notPositive);
const requiredBudget = z.coerce.string().trim().regex(BUDGET_PATTERN, BUDGET_MESSAGES.notNumber).refine((v) => Number(v) > 0, BUDGET_MESSAGES.notPositive);

/** A day (the form's date field: the day in UTC, today meaning now) or an exact instant. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date as YYYY-MM-DD.")
  .refine((v) => v >= "0001-01-01" && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), "Enter a date as YYYY-MM-DD.");
export const campaignDate = z.union([day, instantSchema]);

export const ENTITY_STATUS_VALUES = ["ACTIVE", "PAUSED", "DRAFT"] as const;
export { OBJECTIVES };
export const CARD_TYPES = ["WEBSITE", "IMAGE", "VIDEO"] as const;

export const adsetFields = z.object({
  /** Empty: the campaign's name. */
  name: z.string().trim().max(255, "Name must be less than 255 characters").default(""),
  objective: z.enum(OBJECTIVES, { error: "Choose an objective." }),
  placements: z.array(z.enum(PLACEMENTS.map((p) => p.value) as [string, ...string[]])).max(4).default([]),
  /** Most paid per 1,000 impressions, in the campaign's currency. */
  bid: requiredBudget,
  audience_config_id: rowId({ error: "Choose a saved targeting package." }),
});

export const adFields = z.object({
  text: z.string({ error: "Text is required" }).trim().min(1, "Text is required").max(280, "Text must be less than 280 characters"),
  creative_id: rowId().nullable().default(null),
});

export const campaignFields = z.object({
  name,
  funding_instrument_id: z.string({ error: "Choose a funding instrument." }).trim().min(1, "Choose a funding instrument.").max(64),
  daily_budget: budgetText.default(""),
  total_budget: budgetText.default(""),
  start_time: campaignDate,
  end_time: z.union([campaignDate, z.literal("")]).default(""),
  entity_status: z.enum(ENTITY_STATUS_VALUES).default("ACTIVE"),
});

/** POST /api/campaigns/: a campaign, optionally with its first ad set and ad (all made, or none). */
export const campaignCreateSchema = campaignFields.extend({
  team,
  ad_account_id: adAccountId,
  adset: adsetFields.optional(),
  ad: adFields.optional(),
});

/** PATCH: only what is sent changes ("" clears a budget or the end date). */
export const campaignUpdateSchema = z.object({
  name: name.optional(),
  daily_budget: budgetText.optional(),
  total_budget: budgetText.optional(),
  start_time: campaignDate.optional(),
  end_time: z.union([campaignDate, z.literal("")]).optional(),
  entity_status: z.enum(ENTITY_STATUS_VALUES).optional(),
});

export const teamQuerySchema = z.object({ team });
export const statsQuerySchema = z.object({ start: campaignDate.optional(), end: campaignDate.optional() });

export const adsetCreateSchema = adsetFields.extend({ name, campaign: rowId({ error: "campaign is required" }), entity_status: z.enum(ENTITY_STATUS_VALUES).default("ACTIVE") });
export const adsetUpdateSchema = z.object({ name: name.optional(), bid: requiredBudget.optional(), entity_status: z.enum(ENTITY_STATUS_VALUES).optional() });
export const adsetListQuerySchema = z.object({ team: team.optional(), campaign: rowId().optional() });

export const adCreateSchema = adFields.extend({ adset: rowId({ error: "adset is required" }) });

export const creativeCreateSchema = z.object({
  team,
  ad_account_id: adAccountId,
  name: z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(80, "Name must be less than 80 characters"),
  card_type: z.enum(CARD_TYPES),
  title: z.string({ error: "Title is required" }).trim().min(1, "Title is required").max(70, "Title must be less than 70 characters"),
  website_url: z.union([z.string().trim().url("Website is not valid").max(2000).refine((u) => /^https?:\/\//.test(u), "Website is not valid"), z.literal("")]).default(""),
  media_id: rowId().nullable().default(null),
});

export const mediaCreateSchema = z.object({ team, ad_account_id: adAccountId, file_id: z.string().uuid("file_id is not valid") });

/** What may be uploaded to the media library, and how large. */
export const UPLOAD_TYPES = { "image/png": "IMAGE", "image/jpeg": "IMAGE", "image/gif": "IMAGE", "video/mp4": "VIDEO" } as const;
export const UPLOAD_MAX_BYTES = { IMAGE: 5 * 1024 * 1024, VIDEO: 100 * 1024 * 1024 } as const;

export const filePolicySchema = z.object({
  team,
  name: z.string({ error: "name is required" }).trim().min(1, "name is required").max(255),
  content_type: z.enum(Object.keys(UPLOAD_TYPES) as [keyof typeof UPLOAD_TYPES], { error: "Upload a PNG, JPEG or GIF image or an MP4 video." }),
  size: z.coerce.number().int().positive("The file is empty."),
});
export const fileCompleteSchema = z.object({ id: z.string().uuid("id is not valid") });
export const fileUploadQuerySchema = z.object({ token: z.string().min(1).max(200) });

export const buildAudienceSchema = z.object({ audience_config_id: rowId({ error: "Choose a saved targeting package." }), bid: requiredBudget.optional(), daily_budget: requiredBudget.optional(), ad_account_id: adAccountId.optional() });

/** The campaign form: the create body without the team (the page's team is added on submit). */
export const campaignFormSchema = campaignCreateSchema.omit({ team: true });

/**
 * The edit form of a campaign's budgets and flight (dashboard): days as the form's date fields,
 * "" for no budget or no end. The server then applies X's rules (credit, a start in the past).
 */
export const campaignBudgetsFormSchema = z
  .object({
    daily_budget: budgetText,
    total_budget: budgetText,
    start_time: day,
    end_time: z.union([day, z.literal("")]),
  })
  .refine((v) => v.daily_budget !== "" || v.total_budget !== "", { message: CAMPAIGN_MESSAGES.noBudget, path: ["daily_budget"] })
  .refine((v) => v.end_time === "" || v.end_time > v.start_time, { message: CAMPAIGN_MESSAGES.endBeforeStart, path: ["end_time"] });
