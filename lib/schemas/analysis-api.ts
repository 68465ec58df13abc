import { z } from "zod";
import { instantSchema } from "./instant";
import { xHandleSchema } from "./x-handle";
import { parseUtcDateTime } from "@/lib/domain/format/utc-date-time";

/** Query types as the analysis screen names them, and as saved searches name them. */
export const SAVED_QUERY_TYPES = ["handle_analysis", "conversation_analysis", "post_analysis", "audience_analysis"] as const;
export const FRIENDLY_QUERY_TYPES: Record<string, string> = {
  handle_analysis: "Handle Analysis",
  audience_analysis: "Audience Analysis",
  conversation_analysis: "Conversation Analysis",
  post_analysis: "Post Analysis",
  audience_builder: "Audience Builder",
};

const scope = {
  /** The team the analysis is run for (slug or id); the caller must be a member. */
  team: z.string().trim().min(1).max(100).optional(),
  ad_account_id: z.string().trim().max(100).optional(),
  email: z.string().trim().email().max(254).optional(),
};

/** analyze-query and the inline form of every section endpoint. query_type is checked by hand for a clear message. */
export const analyzeQueryBodySchema = z.object({
  query_type: z.string().trim().min(1, "query_type is required.").max(40),
  query: z.string().trim().max(4000).optional(),
  handle: xHandleSchema.optional(),
  urls: z.string().trim().max(4000).optional(),
  start: z.string().max(40).optional(),
  end: z.string().max(40).optional(),
  order: z.string().max(20).optional(),
  countries: z.array(z.string().max(64)).max(50).optional(),
  trend_country: z.string().max(64).optional(),
  keywords: z.array(z.string().trim().min(1).max(100)).max(10).optional(),
  share_of_voice_with_keywords: z.boolean().optional(),
  ...scope,
});
export type AnalyzeQueryBody = z.infer<typeof analyzeQueryBodySchema>;

/** Section endpoints: a saved analysis by id, or an inline query. */
export const sectionRequestSchema = z.union([
  z.object({ audience_creator_query_id: z.string().uuid("Enter a valid audience_creator_query_id."), ...scope }),
  analyzeQueryBodySchema,
]);
export type SectionRequest = z.infer<typeof sectionRequestSchema>;

export const analyzeQueryResponseSchema = z.object({
  audience_creator_query_id: z.string().uuid(),
  query_type: z.string(),
  audience: z.object({ population: z.number(), sampled: z.number(), is_sample: z.boolean(), posts_matched: z.number().nullable() }),
  corpus_version: z.number(),
  sections: z.record(z.string(), z.unknown()),
  not_applicable: z.record(z.string(), z.string()),
});
export type AnalyzeQueryResponse = z.infer<typeof analyzeQueryResponseSchema>;

export const trendingTopicsQuerySchema = z.object({
  country: z.string().trim().min(1).max(64).default("United States"),
  start: instantSchema.optional(),
  end: instantSchema.optional(),
});
export const trendingTopicsResponseSchema = z.array(z.object({ topic: z.string(), posts: z.number(), authors: z.number() }));

export const exploreSearchCreateSchema = z.object({
  email: z.string().trim().email().max(254),
  audience_creator_query_id: z.string().uuid("Enter a valid audience_creator_query_id."),
  query_type: z.enum(SAVED_QUERY_TYPES, { message: `query_type must be one of ${SAVED_QUERY_TYPES.join(", ")}.` }),
  name: z.string().trim().max(200).optional(),
  ad_account_id: z.string().trim().max(100).optional(),
  team: scope.team,
});
export const exploreSearchListQuerySchema = z.object({
  email: z.string().trim().email().max(254).optional(),
  query_type: z.enum([...SAVED_QUERY_TYPES, "all"]).default("all"),
  team: scope.team,
});
export const exploreSearchSchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  query_type: z.string(),
  query_type_name: z.string(),
  audience_creator_query_id: z.string().uuid(),
  name: z.string(),
  ad_account_id: z.string().nullable(),
  created_at: z.string(),
});
export type ExploreSearch = z.infer<typeof exploreSearchSchema>;

const ACTION_AT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
export const userActivityEntrySchema = z.object({
  action_at: z
    .string()
    .regex(ACTION_AT, 'action_at must be UTC "YYYY-MM-DD HH:mm:ss".')
    .refine((s) => parseUtcDateTime(s) !== null, 'action_at is not a real date and time (UTC "YYYY-MM-DD HH:mm:ss").'),
  action: z.string().trim().min(1).max(100),
  context: z.string().max(2000).default(""),
  audience_creator_query_id: z.string().max(100).nullish(),
  classifier_id: z.string().max(100).nullish(),
});

export const compareAccountsBodySchema = z.object({
  handles: z.array(xHandleSchema).min(2, "Give at least two handles.").max(10),
  ...scope,
});
export const handlesBodySchema = z.object({
  handles: z.array(xHandleSchema).min(1).max(100),
  ...scope,
});
export const keywordsBodySchema = z.object({ keywords: z.array(z.string().trim().min(1).max(100)).min(1).max(20), ...scope });
export const postIdsBodySchema = z.object({ urls: z.string().trim().min(1).max(4000), ...scope });
export const extractBodySchema = z.object({ text: z.string().max(20_000) });
export const shareOfVoiceBodySchema = z.object({
  query: z.string().trim().min(1).max(512).optional(),
  keywords: z.array(z.string().trim().min(1).max(100)).min(1).max(10).optional(),
  keyword: z.string().trim().min(1).max(100).optional(),
  start: instantSchema.optional(),
  end: instantSchema.optional(),
  with_keywords: z.boolean().default(true),
  ...scope,
});
