import { bigint, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { creatorAccounts } from "./creators";

/*
 * Deep Thought, part 2: the creator's own posts with their latest metrics, the metric history as
 * changes (one small row per post and sync where a number moved, never a copy of every post per
 * sync), who engaged with each post, the payouts the creator entered, and per-account settings.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });
const account = () => integer("account_id").notNull().references(() => creatorAccounts.id, { onDelete: "cascade" });

/** One of the account's posts as the last sync saw it. Bookmarks and impressions are null when X did not give them. */
export const creatorPosts = pgTable(
  "creator_posts",
  {
    accountId: account(),
    postId: text("post_id").notNull(),
    createdAt: ts("created_at").notNull(),
    text: text("text").notNull(),
    /** post | reply | quote */
    kind: text("kind").$type<"post" | "reply" | "quote">().notNull(),
    likes: integer("likes").notNull(),
    reposts: integer("reposts").notNull(),
    replies: integer("replies").notNull(),
    quotes: integer("quotes").notNull(),
    bookmarks: integer("bookmarks"),
    impressions: bigint("impressions", { mode: "number" }),
    /** Owner metrics (X's non_public_metrics, the creator's own token): null where X did not give them. */
    profileClicks: integer("profile_clicks"),
    linkClicks: integer("link_clicks"),
    metricsAt: ts("metrics_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.postId] }), index("creator_posts_time_idx").on(t.accountId, t.createdAt)],
);

/** What changed in a post's metrics at one sync (deltas; the first row of a post holds its first values). */
export const creatorPostMetricChanges = pgTable(
  "creator_post_metric_changes",
  {
    accountId: account(),
    postId: text("post_id").notNull(),
    at: ts("at").notNull(),
    likes: integer("likes").notNull(),
    reposts: integer("reposts").notNull(),
    replies: integer("replies").notNull(),
    quotes: integer("quotes").notNull(),
    bookmarks: integer("bookmarks"),
    impressions: bigint("impressions", { mode: "number" }),
    profileClicks: integer("profile_clicks"),
    linkClicks: integer("link_clicks"),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.postId, t.at] })],
);

/** Someone who liked, reposted, replied to or quoted one of the account's posts. */
export const creatorPostEngagements = pgTable(
  "creator_post_engagements",
  {
    accountId: account(),
    postId: text("post_id").notNull(),
    engagerId: text("engager_id").notNull(),
    kind: text("kind").$type<"like" | "repost" | "reply" | "quote">().notNull(),
    /** When it happened (X gives it for replies and quotes; likes and reposts take the sync that first saw them). */
    engagedAt: ts("engaged_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.postId, t.engagerId, t.kind] }),
    index("creator_post_engagements_engager_idx").on(t.accountId, t.engagerId),
    index("creator_post_engagements_time_idx").on(t.accountId, t.engagedAt),
  ],
);

/** A payout X paid the creator for a period (entered or imported). Amount in cents. */
export const creatorPayouts = pgTable(
  "creator_payouts",
  {
    id: serial("id").primaryKey(),
    accountId: account(),
    periodStart: date("period_start").notNull(),
    periodEnd: date("period_end").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("USD"),
    source: text("source").$type<"entered" | "imported" | "demo">().notNull().default("entered"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("creator_payouts_period_idx").on(t.accountId, t.periodStart)],
);

/** Per-account settings: the time zone best-time works in. */
export const creatorAccountSettings = pgTable("creator_account_settings", {
  accountId: integer("account_id").primaryKey().references(() => creatorAccounts.id, { onDelete: "cascade" }),
  timeZone: text("time_zone").notNull().default("UTC"),
});
