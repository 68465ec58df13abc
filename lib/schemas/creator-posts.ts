import { z } from "zod";
import type { PostMetrics } from "@/lib/domain/creators/post-metrics";

/** Deep Thought, part 2: posts, engagers, best time, payouts and Talk to X. */

const page = z.coerce.number({ error: "Page must be a number" }).int("Page must be a whole number").min(1, "Page must be at least 1").max(100_000, "Page must be less than 100000").default(1);
const pageSize = z.coerce.number({ error: "Page size must be a number" }).int("Page size must be a whole number").min(1, "Page size must be at least 1").max(100, "Page size must be at most 100").default(25);

export const POST_ORDERINGS = ["date", "-date", "engagements", "-engagements", "likes", "-likes", "impressions", "-impressions", "engagement_rate", "-engagement_rate"] as const;
export type PostOrdering = (typeof POST_ORDERINGS)[number];

export const postListQuerySchema = z.object({
  page,
  page_size: pageSize,
  ordering: z.enum(POST_ORDERINGS, { error: `Ordering must be one of ${POST_ORDERINGS.join(", ")}` }).default("-date"),
  search: z.string().trim().max(50, "Search must be less than 50 characters").optional(),
});
export type PostListQuery = z.infer<typeof postListQuerySchema>;

export interface PostRow extends PostMetrics {
  id: string;
  created_at: string;
  text: string;
  kind: "post" | "reply" | "quote";
  engagements: number;
  engagement_rate: number | null;
}

export interface PostPage {
  count: number;
  page: number;
  page_size: number;
  /** The creator's medians over the tracked posts (the pages compare against them). */
  medians: { engagements: number | null; engagement_rate: number | null; impressions: number | null };
  results: PostRow[];
}

export interface AgainstMedian {
  value: number | null;
  median: number | null;
  ratio: number | null;
}

export interface PostPerformanceView {
  post: PostRow;
  /** The metrics after each sync that saw them move, oldest first. */
  history: (PostMetrics & { at: string })[];
  against_median: Record<"engagements" | "likes" | "reposts" | "replies" | "quotes" | "impressions" | "engagement_rate", AgainstMedian>;
  engagers: { total: number; verified: number; followers: number; by_kind: Record<EngagementKind, number>; top: EngagerRow[] };
}

export const ENGAGEMENT_KINDS = ["like", "repost", "reply", "quote"] as const;
export type EngagementKind = (typeof ENGAGEMENT_KINDS)[number];
export const ENGAGER_ORDERINGS = ["total", "-total", "likes", "-likes", "last", "-last", "followers", "-followers"] as const;

export const engagerListQuerySchema = z.object({
  page,
  page_size: pageSize,
  ordering: z.enum(ENGAGER_ORDERINGS, { error: `Ordering must be one of ${ENGAGER_ORDERINGS.join(", ")}` }).default("-total"),
  kind: z.enum(ENGAGEMENT_KINDS, { error: `Kind must be one of ${ENGAGEMENT_KINDS.join(", ")}` }).optional(),
  days: z.coerce.number({ error: "Days must be a number" }).int("Days must be a whole number").min(1, "Days must be at least 1").max(90, "Days must be at most 90").default(90),
});
export type EngagerListQuery = z.infer<typeof engagerListQuerySchema>;

export interface EngagerRow {
  id: string;
  handle: string;
  name: string;
  profile_image_url: string;
  verified: boolean;
  followers_count: number;
  likes: number;
  reposts: number;
  replies: number;
  quotes: number;
  total: number;
  /** They follow the creator now. */
  follows: boolean;
  last_engaged_at: string;
}

export interface EngagersView {
  days: number;
  count: number;
  page: number;
  page_size: number;
  summary: {
    engagers: number;
    engagements: number;
    by_kind: Record<EngagementKind, number>;
    verified_engagers: number;
    verified_engagements: number;
    /** Engagers who follow the creator. */
    following_engagers: number;
    followers: number;
  };
  results: EngagerRow[];
}

export const bestTimeQuerySchema = z.object({
  time_zone: z.string().trim().max(64, "Time zone must be less than 64 characters").optional(),
});

export interface BestTimeView {
  time_zone: string;
  posts: number;
  activity_events: number;
  enough: boolean;
  posts_needed: number;
  min_posts_per_cell: number;
  cells: { weekday: number; hour: number; posts: number; lift: number | null; activity: number; score: number | null }[];
  best: { weekday: number; hour: number; posts: number; lift: number | null; activity: number; score: number | null }[];
}

/** A calendar day as YYYY-MM-DD that exists (no month 13, no 30 February). */
const isoDate = (label: string) => z.string({ error: `${label} is required` }).pipe(z.iso.date({ error: `${label} must be a date (YYYY-MM-DD)` }));

/** One payout as the creator enters it; amount in the currency's units (dollars), at most 2 decimals. */
export const payoutEntrySchema = z
  .object({
    period_start: isoDate("Period start"),
    period_end: isoDate("Period end"),
    amount: z.coerce
      .number({ error: "Amount must be a number" })
      .min(0, "Amount must not be negative")
      .max(10_000_000, "Amount must be at most 10000000")
      .refine((v) => Number.isFinite(v) && Math.round(v * 100) === Math.round(v * 100 * 1e6) / 1e6, "Amount must have at most 2 decimals"),
  })
  .strict()
  .refine((v) => v.period_end >= v.period_start, { message: "Period end must not be before period start", path: ["period_end"] });
export type PayoutEntry = z.infer<typeof payoutEntrySchema>;

/** Payouts pasted as CSV lines: period_start,period_end,amount (a header line is allowed). */
export const payoutImportSchema = z.object({ csv: z.string().trim().min(1, "CSV is required").max(100_000, "CSV must be less than 100000 characters") }).strict();

export interface PayoutRow {
  id: number;
  period_start: string;
  period_end: string;
  amount: number;
  currency: string;
  source: "entered" | "imported" | "demo";
  verified_engagements: number;
}

export interface PayoutView {
  currency: string;
  payouts: PayoutRow[];
  prediction:
    | { enough: false; periods: number; periods_needed: number }
    | {
        enough: true;
        periods: number;
        rate: number;
        expected_verified_engagements: number;
        predicted: number;
        low: number;
        high: number;
        mae: number;
        naive_mae: number;
        backtest: { period_start: string; actual: number; predicted: number; naive: number }[];
      };
  purge: {
    followers: { now: number; after: number };
    engagements: { now: number; after: number };
    verified_engagements: { now: number; after: number };
    payout: { now: number; after: number } | null;
    /** The window the engagement figures cover. */
    days: number;
  };
}

export const talkToXBodySchema = z
  .object({
    question: z.string({ error: "Question is required" }).trim().min(1, "Question is required").max(1000, "Question must be less than 1000 characters"),
    language: z.enum(["en", "ja"], { error: "Language must be en or ja" }).optional(),
  })
  .strict();

/** The Talk to X form: the question alone (the screen adds its language). */
export const talkToXQuestionSchema = talkToXBodySchema.pick({ question: true });
