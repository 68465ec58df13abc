import { sql, type SQL } from "drizzle-orm";
import { bytea } from "./column-types";
import { boolean, date, doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/*
 * Deep Thought: the X accounts a creator connected, and the people around them kept as follow
 * periods (who, first seen, gone) rather than a copy of the follower list per sync.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** An X account a creator connected. x_user_id names the account in the corpus / X. */
export const creatorAccounts = pgTable(
  "creator_accounts",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    xUserId: text("x_user_id").notNull(),
    handle: text("handle").notNull(),
    /** valid | expired (ask to reconnect) */
    tokenStatus: text("token_status").$type<"valid" | "expired">().notNull().default("valid"),
    lastSyncedAt: ts("last_synced_at"),
    /** The last sync's job (its progress is at /api/jobs/{id}/). */
    lastSyncJobId: integer("last_sync_job_id"),
    rateLimitRemaining: integer("rate_limit_remaining"),
    rateLimitResetAt: ts("rate_limit_reset_at"),
    /** The creator's own X user tokens from X sign-in (sealed, lib/server/crypto/secret-box); null for accounts without one. */
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    tokenExpiresAt: ts("token_expires_at"),
    scopes: text("scopes"),
    /** When /switch-account last picked it: the user's active account is the latest picked (else the first). */
    selectedAt: ts("selected_at"),
    /** Open follower periods as of the last sync (kept with the periods, so no page counts a million rows); null before the first. */
    followersCount: integer("followers_count"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("creator_accounts_user_x_idx").on(t.userId, t.xUserId)],
);

/**
 * An X sign-in under way: the state sent to X (kept as its hash), the PKCE verifier (sealed) and the
 * redirect URI, bound to the user who started it. Consumed once by the callback; expires quickly.
 */
export const creatorXSignIns = pgTable("creator_x_sign_ins", {
  stateHash: text("state_hash").primaryKey(),
  userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  codeVerifier: text("code_verifier").notNull(),
  redirectUri: text("redirect_uri").notNull(),
  expiresAt: ts("expires_at").notNull(),
  createdAt: ts("created_at").notNull().defaultNow(),
});

/**
 * The embedded X sign-in (no X client configured): what the local consent screen granted. An
 * authorization code (with the PKCE challenge it must meet), then access and refresh tokens, each
 * kept as its hash and naming the corpus account it acts for.
 */
export const localXGrants = pgTable("local_x_grants", {
  hash: text("hash").primaryKey(),
  kind: text("kind").$type<"code" | "access" | "refresh">().notNull(),
  xUserId: text("x_user_id").notNull(),
  codeChallenge: text("code_challenge"),
  redirectUri: text("redirect_uri"),
  scope: text("scope").notNull(),
  expiresAt: ts("expires_at").notNull(),
});

/** The first 32 bits of md5 of an id: a fixed pseudo-random order (the audience-quality sample's). */
export const sampleRankOf = (id: SQL) => sql`('x' || substr(md5(${id}), 1, 8))::bit(32)::integer`;

/**
 * One follow period: `other_id` followed the account (kind follower) or the account followed
 * `other_id` (kind following) from first_seen_at until gone_at (null while it lasts). A re-follow
 * after leaving opens a new period. A follower's bot score is the one its account had at the last
 * sync that scored it (lib/server/creators/follower-scores.ts); sample_rank orders the fixed
 * pseudo-random sample the audience-quality share is measured on.
 */
export const creatorFollowPeriods = pgTable(
  "creator_follow_periods",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id").notNull().references(() => creatorAccounts.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"follower" | "following">().notNull(),
    otherId: text("other_id").notNull(),
    firstSeenAt: ts("first_seen_at").notNull(),
    goneAt: ts("gone_at"),
    /** sampleRankOf(other_id), read from an index. */
    sampleRank: integer("sample_rank").generatedAlwaysAs(sampleRankOf(sql`other_id`)),
    /** 0-1 (lib/domain/creators/bot-score.ts); null until a sync scored it (or without a profile to score). */
    botScore: doublePrecision("bot_score"),
    /** The signals behind the score, comma-separated keys. */
    botSignals: text("bot_signals"),
    /**
     * The follower's handle (lowercased) and followers count as of the sync that last scored it, so
     * the followers table sorts by them from an index; null without a profile.
     */
    sortHandle: text("sort_handle"),
    sortFollowers: integer("sort_followers"),
    /** A follower's bucket (lib/domain/creators/follower-buckets.ts), set by the sync; null for rows it did not write. */
    idBucket: integer("id_bucket"),
  },
  (t) => [
    // At most one open period per person and direction.
    uniqueIndex("creator_follow_periods_open_idx").on(t.accountId, t.kind, t.otherId).where(sql`gone_at is null`),
    // The people tables' date orderings (with the id that breaks ties), read in index order.
    index("creator_follow_periods_first_seen_idx").on(t.accountId, t.kind, t.firstSeenAt, t.id),
    index("creator_follow_periods_gone_idx").on(t.accountId, t.kind, t.goneAt, t.id).where(sql`gone_at is not null`),
    index("creator_follow_periods_sample_idx").on(t.accountId, t.kind, t.sampleRank, t.otherId).where(sql`gone_at is null`),
    // Sorting by bot score, likeliest first (an unscored follower counts as the lowest score).
    // The followers table's handle and followers-count orders (the expressions listFollows sorts by).
    index("creator_follow_periods_handle_idx").on(t.accountId, t.kind, sql`coalesce(sort_handle, lower(other_id))`, t.id).where(sql`gone_at is null`),
    index("creator_follow_periods_followers_idx").on(t.accountId, t.kind, sql`coalesce(sort_followers, 0)`, t.id).where(sql`gone_at is null`),
    // The open followers of the buckets a sync compares (and whether any has no bucket yet).
    index("creator_follow_periods_bucket_idx").on(t.accountId, t.kind, t.idBucket).where(sql`gone_at is null`),
    index("creator_follow_periods_score_idx").on(t.accountId, t.kind, t.botScore.desc().nullsLast(), t.id.desc()).where(sql`gone_at is null`),
  ],
);

/**
 * The fingerprints of an account's open followers by bucket as of its last sync
 * (lib/domain/creators/follower-buckets.ts: per bucket a 32-bit count and a 64-bit float sum, packed),
 * so the next sync compares only the buckets that moved. One value read and written per sync;
 * written with the periods, in the same transaction.
 */
export const creatorFollowerPrints = pgTable("creator_follower_prints", {
  accountId: integer("account_id").primaryKey().references(() => creatorAccounts.id, { onDelete: "cascade" }),
  bucketBits: integer("bucket_bits").notNull(),
  prints: bytea("prints").notNull(),
});

/** The account's counts at the end of each day it was synced (the growth chart), one small row a day. */
export const creatorDailyCounts = pgTable(
  "creator_daily_counts",
  {
    accountId: integer("account_id").notNull().references(() => creatorAccounts.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    followers: integer("followers").notNull(),
    following: integer("following").notNull(),
    gained: integer("gained").notNull(),
    lost: integer("lost").notNull(),
  },
  (t) => [uniqueIndex("creator_daily_counts_pk").on(t.accountId, t.day)],
);

/** Follow and unfollow actions a creator took through Deep Thought: X's daily limit counts them. */
export const creatorFollowActions = pgTable(
  "creator_follow_actions",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id").notNull().references(() => creatorAccounts.id, { onDelete: "cascade" }),
    action: text("action").$type<"follow" | "unfollow">().notNull(),
    targetId: text("target_id").notNull(),
    at: ts("at").notNull().defaultNow(),
  },
  (t) => [index("creator_follow_actions_account_idx").on(t.accountId, t.action, t.at)],
);

/**
 * X lists owned by an X account, as the local data source keeps them (with X API v2 they live on
 * X). owner_id is the owner's X id.
 */
export const localXLists = pgTable(
  "local_x_lists",
  {
    id: serial("id").primaryKey(),
    ownerId: text("owner_id").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    private: boolean("private").notNull().default(false),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("local_x_lists_owner_idx").on(t.ownerId)],
);

export const localXListMembers = pgTable(
  "local_x_list_members",
  {
    listId: integer("list_id").notNull().references(() => localXLists.id, { onDelete: "cascade" }),
    memberId: text("member_id").notNull(),
    addedAt: ts("added_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("local_x_list_members_pk").on(t.listId, t.memberId)],
);
