import { z } from "zod";
import type { BotSignal } from "@/lib/domain/creators/bot-score";

/** The people tables of Deep Thought: followers, following, unfollowed and their subsets. */
export const FOLLOW_VIEWS = ["followers", "following", "unfollowed", "recently-joined", "verified-followers"] as const;
export type FollowView = (typeof FOLLOW_VIEWS)[number];

export const FOLLOW_ORDERINGS = ["date", "-date", "followers", "-followers", "handle", "-handle"] as const;
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
