import { z } from "zod";
import type { BotSignal } from "@/lib/domain/creators/bot-score";
import { bareXHandleSchema } from "./x-handle";
import { BULK_MAX, LIST_DESCRIPTION_MAX, LIST_NAME_MAX } from "@/lib/domain/creators/x-limits";

/** The people tables of Deep Thought: followers, following, unfollowed and their subsets. */
export const FOLLOW_VIEWS = ["followers", "following", "unfollowed", "recently-joined", "verified-followers"] as const;
export type FollowView = (typeof FOLLOW_VIEWS)[number];

export const FOLLOW_ORDERINGS = ["date", "-date", "followers", "-followers", "handle", "-handle", "bot_score", "-bot_score"] as const;
export type FollowOrdering = (typeof FOLLOW_ORDERINGS)[number];

export const followListQuerySchema = z.object({
  page: z.coerce.number({ error: "Page must be a number" }).int("Page must be a whole number").min(1, "Page must be at least 1").max(100_000, "Page must be less than 100000").default(1),
  page_size: z.coerce.number({ error: "Page size must be a number" }).int("Page size must be a whole number").min(1, "Page size must be at least 1").max(100, "Page size must be at most 100").default(25),
  ordering: z.enum(FOLLOW_ORDERINGS, { error: `Ordering must be one of ${FOLLOW_ORDERINGS.join(", ")}` }).default("-date"),
  search: z.string().trim().max(50, "Search must be less than 50 characters").optional(),
});
export type FollowListQuery = z.infer<typeof followListQuerySchema>;

export interface FollowPerson {
  id: string;
  handle: string;
  name: string;
  profile_image_url: string;
  followers_count: number;
  following_count: number;
  verified: boolean;
  account_created_at: string | null;
  /** When the follow began (first seen by a sync). */
  followed_at: string;
  /** When it ended (unfollowed), else null. */
  left_at: string | null;
  /** Followers: the creator follows them too; following: they follow the creator. */
  mutual: boolean;
  /** A follower's bot and spam score (0-1) as the last sync scored it; null for followed accounts and followers not scored. */
  bot_score: number | null;
  /** The signals behind the score. */
  bot_signals: BotSignal[];
}

export interface FollowPage {
  count: number;
  page: number;
  page_size: number;
  results: FollowPerson[];
}

export interface CreatorAccountView {
  id: number;
  x_user_id: string;
  handle: string;
  token_status: "valid" | "expired";
  /** Connected with X sign-in (the account's own tokens kept): writes go to X itself when X is live. */
  x_sign_in: boolean;
  last_synced_at: string | null;
  last_sync_job_id: number | null;
  rate_limit: { remaining: number | null; reset_at: string } | null;
}

export interface BotShareView {
  scored: number;
  followers: number;
  likely_bots: number;
  share: number;
  margin: number;
  threshold: number;
  signals: { key: BotSignal; weight: number; accounts: number }[];
}

export interface DashboardView {
  account: CreatorAccountView;
  tracked_since: string | null;
  followers: number;
  following: number;
  change: { day: number | null; week: number | null; month: number | null };
  new_followers: { day: number; week: number; month: number };
  unfollowers: { day: number; week: number; month: number };
  growth: { day: string; followers: number; gained: number; lost: number }[];
  quality: BotShareView;
}

/** The followers by the corpus's inferred gender, age group and job category, each with the base it is known for. */
export interface EnrichmentsView {
  followers: number;
  fields: { field: "gender" | "age_group" | "job_category"; base: number; coverage: number; values: { value: string; followers: number; share: number }[] }[];
}

/** The top countries of the current followers, from profile locations: shares of `base` (followers with a known country), `coverage` = base / followers. */
export interface FollowerCountriesView {
  followers: number;
  base: number;
  coverage: number;
  /** `code`: the country's ISO 3166 code (the screens name it in the reader's language), null when the corpus's name has none. */
  countries: { country: string; code: string | null; followers: number; share: number }[];
}

/** Overlap of the account's followers with another connected account's, or with any handle's. */
export const overlapQuerySchema = z
  .object({
    account: z.coerce.number({ error: "Account must be a number" }).int("Account must be a whole number").positive("Account must be a connected account").max(2_147_483_647, "Account must be a connected account").optional(),
    handle: bareXHandleSchema.optional(),
  })
  .refine((q) => (q.account === undefined) !== (q.handle === undefined), { message: "Give either another connected account or a handle.", path: ["handle"] });
export type OverlapQuery = z.infer<typeof overlapQuerySchema>;

export interface OverlapView {
  a: { handle: string; followers: number };
  b: { handle: string; followers: number };
  shared: number;
  only_a: number;
  only_b: number;
  /** Shared / union, 0-1. */
  jaccard: number;
  /** Whether b's followers were read in full (false: the first OVERLAP_CAP of them). */
  complete: boolean;
  /** The largest shared followers, for the intersection list. */
  intersection: { id: string; handle: string; name: string; followers_count: number }[];
}

export interface WhoToFollowView {
  results: { id: string; handle: string; name: string; followers_count: number; verified: boolean; followed_by: number }[];
  network: number;
}

const listName = z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(LIST_NAME_MAX, `List name must be at most ${LIST_NAME_MAX} characters`);
const listDescription = z.string().trim().max(LIST_DESCRIPTION_MAX, `Description must be at most ${LIST_DESCRIPTION_MAX} characters`);

export const listCreateSchema = z.object({ name: listName, description: listDescription.default(""), private: z.boolean().default(false) }).strict();
export const listUpdateSchema = z
  .object({ name: listName.optional(), description: listDescription.optional(), private: z.boolean().optional() })
  .strict()
  .refine((v) => v.name !== undefined || v.description !== undefined || v.private !== undefined, { message: "Nothing to change.", path: ["name"] });
export const handleBodySchema = z.object({ handle: bareXHandleSchema }).strict();
export const bulkFollowSchema = z
  .object({
    action: z.enum(["follow", "unfollow"], { error: "Action must be follow or unfollow" }),
    handles: z.array(bareXHandleSchema, { error: "Handles must be a list" }).min(1, "Give at least one handle").max(BULK_MAX, `Give at most ${BULK_MAX} handles`),
  })
  .strict();
export type BulkFollow = z.infer<typeof bulkFollowSchema>;

export interface ListView {
  id: string;
  name: string;
  description: string;
  private: boolean;
  member_count: number;
}

export interface TopicsView {
  /** People whose posts and engagements were read (a sample above the cap). */
  accounts: number;
  posts: number;
  topics: { name: string; domain: string; posts: number }[];
  terms: { term: string; posts: number }[];
}

export const xStatsQuerySchema = z.object({ country: z.string().trim().max(60, "Country must be less than 60 characters").optional() });

export interface XStatsView {
  countries: { country: string; code: string | null; accounts: number }[];
  country: string | null;
  top_accounts: { id: string; handle: string; name: string; followers_count: number; verified: boolean }[];
  hashtags: { tag: string; posts: number }[];
  languages: { lang: string; posts: number }[];
  growth: { day: string; posts: number }[];
}

/** The list name forms (create and rename): the name alone. */
export const listNameSchema = listCreateSchema.pick({ name: true });

/** The follower-overlap form: the handle to compare with. */
export const overlapHandleSchema = z.object({ handle: bareXHandleSchema });
