import { z } from "zod";
import { instantSchema } from "./instant";
import { xHandleSchema } from "./x-handle";

/** The four kinds of analysis query (spec §1-2), as the engine takes them. */
export const analysisQuerySchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("handle"), handle: xHandleSchema }),
  z.object({ type: z.literal("keyword"), query: z.string().trim().min(1).max(512) }),
  z.object({
    type: z.literal("conversation"),
    query: z.string().trim().min(1).max(512),
    start: instantSchema.optional(),
    end: instantSchema.optional(),
    order: z.enum(["like_count", "repost_count", "reply_count", "created_at"]).default("like_count"),
    countries: z.array(z.string().min(1).max(64)).max(50).default(["Global"]),
    trend_country: z.string().min(1).max(64).default("United States"),
    share_of_voice_keywords: z.array(z.string().trim().min(1).max(100)).max(10).default([]),
    share_of_voice_with_keywords: z.boolean().default(true),
  }),
  z.object({ type: z.literal("post"), urls: z.string().trim().min(1).max(4000) }),
]);
export type AnalysisQuery = z.infer<typeof analysisQuerySchema>;

export const QUERY_TYPES = ["handle", "keyword", "conversation", "post"] as const;

export const SECTIONS = [
  "profile", "posts", "audience_size", "similar_accounts", "top_accounts", "largest_followers", "follower_growth",
  "hashtags_used_by_handle", "keywords_used_by_handle", "keyword_combinations_used_by_handle", "sample_accounts", "countries",
  "languages", "genders", "age_groups", "seo", "cities", "interests_of_this_audience", "topics", "most_interacted_emojis",
  "most_interacted_hashtags", "most_interacted_keywords", "most_interacted_keyword_combinations", "hashtags_self_view",
  "audience_self_view", "audience_self_view_combinations", "job_titles", "subreddits", "conversation_volume",
  "sentiment_analysis", "conversation_posts", "share_of_voice",
] as const;
export type SectionName = (typeof SECTIONS)[number];

export const shareRowSchema = z.object({ label: z.string(), count: z.number(), share: z.number(), margin: z.number().optional() });
export const distributionSchema = z.object({
  base: z.number(), analysed: z.number(), coverage: z.number(), sampled: z.boolean(), population: z.number(), rows: z.array(shareRowSchema),
});
export type DistributionDto = z.infer<typeof distributionSchema>;

export const analysisReportSchema = z.object({
  query: analysisQuerySchema,
  corpus_version: z.number(),
  audience: z.object({ population: z.number(), sampled: z.number(), is_sample: z.boolean(), posts_matched: z.number().nullable() }),
  sections: z.record(z.string(), z.unknown()),
  /** Sections that could not be computed for this query type, with the reason. */
  not_applicable: z.record(z.string(), z.string()),
});
export type AnalysisReport = z.infer<typeof analysisReportSchema>;
