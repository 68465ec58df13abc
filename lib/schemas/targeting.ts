import { z } from "zod";
import { rowId } from "./row-id";
import { xHandleSchema } from "./x-handle";

const keyword = z.string().trim().min(1).max(100);

/** Body of the targeting search calls: {keywords} as one string or a list of them. */
export const keywordSearchSchema = z.object({
  keywords: z.union([keyword.transform((k) => [k]), z.array(keyword).min(1).max(20)]),
});

export const countryCodeSchema = z.string().trim().regex(/^[A-Za-z]{2}$/, "Enter a two-letter country code.").transform((c) => c.toUpperCase());

export const locationListQuerySchema = z.object({ country_code: countryCodeSchema });
export const locationSearchSchema = z.object({ country_code: countryCodeSchema, keywords: keyword });
export const countryListQuerySchema = z.object({ keywords: keyword.optional() });

/** An audience region as the regions API gives it. */
export const audienceRegionSchema = z.object({ name: z.string(), is_single_country: z.boolean(), country_codes: z.array(z.string()) });

const label = z.string().trim().min(1).max(300);
const labelEntry = z.object({ label, deselected: z.boolean().default(false) });
const handleEntry = z.object({ handle: xHandleSchema, deselected: z.boolean().default(false) });
const locationEntry = z.union([label, z.object({ label: label.optional(), name: label.optional() })]);
const list = <T extends z.ZodType>(item: T, max = 2000) => z.array(item).max(max).default([]);

/** A targeting package as stored and sent (spec §3). Limits follow X's per-line-item limits. */
export const targetingPackageSchema = z.object({
  keywords: list(labelEntry, 1000),
  hashtags: list(labelEntry, 1000),
  interests: list(labelEntry, 1000),
  conversation_topics: list(labelEntry, 1000),
  movies_tv_shows: list(labelEntry, 1000),
  handles: list(handleEntry, 1000),
  languages: list(z.object({ label }), 200),
  network_operators: list(z.object({ label }), 500),
  placements: list(z.enum(["homeTimelines", "profiles", "searchResults", "replies"]), 4),
  custom_audiences: list(label, 500),
  age: z.string().regex(/^AGE_[A-Z0-9_]+$/).nullable().default(null),
  gender: z.enum(["ANY", "MALE", "FEMALE", "Women", "Men"]).nullable().default(null),
  locations: z.union([z.array(locationEntry).max(5000), z.record(z.string(), locationEntry)]).default([]),
});
export type TargetingPackageInput = z.infer<typeof targetingPackageSchema>;

const QUERY_TYPE_VALUES = ["handle_analysis", "audience_analysis", "conversation_analysis", "post_analysis", "audience_builder"] as const;

const configFields = {
  name: z.string().trim().min(1, "Name is required").max(255, "Name must be less than 255 characters"),
  size: z.number().int().min(0).nullable(),
  categories: z.array(z.string().trim().min(1).max(100)).max(20),
  countries: z.array(z.string().trim().min(1).max(100)).max(300),
  targeting_package: targetingPackageSchema,
  query_type: z.enum(QUERY_TYPE_VALUES),
  description: z.string().max(5000),
};

/** Body of creating an audience config; `team` is the team's slug or id. */
export const audienceConfigCreateSchema = z.object({
  ...configFields,
  team: z.string().trim().min(1).max(100),
  size: configFields.size.default(null),
  categories: configFields.categories.default([]),
  countries: configFields.countries.default([]),
  query_type: configFields.query_type.default("audience_builder"),
  description: configFields.description.default(""),
});

/** Body of updating one: any of its fields (no defaults, so missing fields stay as they are). */
export const audienceConfigUpdateSchema = z.object(configFields).partial();
/** The name forms of a saved audience (rename, save as). */
export const audienceNameSchema = z.object({ name: configFields.name });

export const teamQuerySchema = z.object({ team: z.string().trim().min(1).max(100), query_type: z.enum(["all", ...QUERY_TYPE_VALUES]).default("all") });
export const configIdSchema = rowId();

/** Body of recording a package applied through the extension (spec §7 audience-used-in-ads). */
export const audienceUsageSchema = z.object({
  ad_account_id: z.string().trim().min(1).max(64).nullable().default(null),
  state: z.literal("applied"),
  audience_config_id: rowId().nullable().default(null),
  targeting_package: targetingPackageSchema,
  countries: z.array(z.string().trim().min(1).max(100)).max(300).default([]),
});
