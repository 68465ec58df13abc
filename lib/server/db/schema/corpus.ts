import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { tsvector } from "./column-types";

/*
 * The local corpus of X data: accounts, posts, their entities, the follow graph, engagements and
 * follower snapshots. X ids are kept as text (they exceed 2^53). Every inferred field has a
 * `*_method` and a `*_confidence` column so charts can show coverage.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const corpusAccounts = pgTable(
  "corpus_accounts",
  {
    id: text("id").primaryKey(),
    handle: text("handle").notNull(),
    name: text("name").notNull().default(""),
    bio: text("bio").notNull().default(""),
    location: text("location").notNull().default(""),
    url: text("url").notNull().default(""),
    verified: boolean("verified").notNull().default(false),
    verifiedType: text("verified_type"),
    protected: boolean("protected").notNull().default(false),
    createdAt: ts("created_at"),
    followersCount: integer("followers_count").notNull().default(0),
    followingCount: integer("following_count").notNull().default(0),
    postCount: integer("post_count").notNull().default(0),
    listedCount: integer("listed_count").notNull().default(0),
    profileImageUrl: text("profile_image_url").notNull().default(""),
    pinnedPostId: text("pinned_post_id"),
    /** Where the row came from: import:<format>, generated, live. */
    origin: text("origin").notNull(),
    gender: text("gender"),
    genderMethod: text("gender_method"),
    genderConfidence: real("gender_confidence"),
    ageGroup: text("age_group"),
    ageMethod: text("age_method"),
    ageConfidence: real("age_confidence"),
    country: text("country"),
    city: text("city"),
    locationMethod: text("location_method"),
    locationConfidence: real("location_confidence"),
    jobCategory: text("job_category"),
    jobTitle: text("job_title"),
    jobMethod: text("job_method"),
    jobConfidence: real("job_confidence"),
    interests: text("interests").array().notNull().default(sql`'{}'::text[]`),
    interestsMethod: text("interests_method"),
    interestsConfidence: real("interests_confidence"),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("corpus_accounts_handle_idx").on(sql`lower(${t.handle})`),
    index("corpus_accounts_country_idx").on(t.country),
    index("corpus_accounts_bio_fts_idx").using("gin", sql`to_tsvector('simple', ${t.bio})`),
  ],
);

export const corpusPosts = pgTable(
  "corpus_posts",
  {
    id: text("id").primaryKey(),
    authorId: text("author_id"),
    text: text("text").notNull(),
    createdAt: ts("created_at"),
    lang: text("lang"),
    langMethod: text("lang_method"),
    conversationId: text("conversation_id"),
    inReplyToUserId: text("in_reply_to_user_id"),
    repliedToId: text("replied_to_id"),
    quotedId: text("quoted_id"),
    repostedId: text("reposted_id"),
    likeCount: integer("like_count").notNull().default(0),
    repostCount: integer("repost_count").notNull().default(0),
    replyCount: integer("reply_count").notNull().default(0),
    quoteCount: integer("quote_count").notNull().default(0),
    impressionCount: integer("impression_count"),
    bookmarkCount: integer("bookmark_count"),
    /** Ids of every version of an edited post, oldest first; the last one is current. */
    editHistoryIds: text("edit_history_ids").array().notNull().default(sql`'{}'::text[]`),
    withheldCountries: text("withheld_countries").array().notNull().default(sql`'{}'::text[]`),
    withheldCopyright: boolean("withheld_copyright").notNull().default(false),
    possiblySensitive: boolean("possibly_sensitive").notNull().default(false),
    contextAnnotations: jsonb("context_annotations"),
    keywords: text("keywords").array().notNull().default(sql`'{}'::text[]`),
    sentiment: real("sentiment"),
    sentimentLabel: text("sentiment_label"),
    sentimentMethod: text("sentiment_method"),
    sentimentConfidence: real("sentiment_confidence"),
    origin: text("origin").notNull(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("corpus_posts_author_time_idx").on(t.authorId, t.createdAt),
    index("corpus_posts_time_idx").on(t.createdAt),
    index("corpus_posts_conversation_idx").on(t.conversationId),
    index("corpus_posts_quoted_idx").on(t.quotedId),
    index("corpus_posts_reposted_idx").on(t.repostedId),
    index("corpus_posts_replied_to_idx").on(t.repliedToId),
    // The posts an account reposted, quoted or replied to, read from the index alone (the audience's engaged posts).
    index("corpus_posts_author_refs_idx")
      .on(t.authorId, t.repostedId, t.quotedId, t.repliedToId)
      .where(sql`coalesce(${t.repostedId}, ${t.quotedId}, ${t.repliedToId}) is not null`),
    index("corpus_posts_keywords_idx").using("gin", t.keywords),
    index("corpus_posts_text_fts_idx").using("gin", sql`to_tsvector('simple', ${t.text})`),
    // A common word's top posts by each count: walked in the listing's order (most first, then id), stopping at the 20th match.
    index("corpus_posts_likes_order_idx").on(sql`${t.likeCount} desc`, sql`${t.id} collate "C"`),
    index("corpus_posts_reposts_order_idx").on(sql`${t.repostCount} desc`, sql`${t.id} collate "C"`),
    index("corpus_posts_replies_order_idx").on(sql`${t.replyCount} desc`, sql`${t.id} collate "C"`),
    // A post's sampling bucket (a function of its id alone): a common word's post sample searches only the first few buckets.
    index("corpus_posts_sample_bucket_idx").on(sql`(hashtext(${t.id}) & 1023)`),
  ],
);

/**
 * Each post's words as the full-text search indexes them (`to_tsvector('simple', text)`), stored, so
 * a phrase search rechecks word positions by reading them rather than parsing every candidate's text
 * again, and a keyword audience of full-text terms finds its authors without visiting the posts. Kept by statement triggers on corpus_posts (every insert, text update, delete
 * and truncate, whichever path writes), created in migration 0033.
 */
export const corpusPostWords = pgTable(
  "corpus_post_words",
  {
    postId: text("post_id").primaryKey(),
    /** The post's author, so a keyword audience reads its authors here without visiting the posts. */
    authorId: text("author_id"),
    words: tsvector("words").notNull(),
  },
  (t) => [index("corpus_post_words_idx").using("gin", t.words)],
);

/** hashtag | mention | url | cashtag | emoji | annotation; `value` is normalised (lower case). */
export const corpusPostEntities = pgTable(
  "corpus_post_entities",
  {
    postId: text("post_id").notNull(),
    kind: text("kind").notNull(),
    value: text("value").notNull(),
    position: smallint("position").notNull(),
    display: text("display").notNull(),
    startIndex: integer("start_index"),
    endIndex: integer("end_index"),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.kind, t.position] }),
    // With post_id, a hashtag's posts come from the index alone.
    index("corpus_post_entities_kind_value_idx").on(t.kind, t.value, t.postId),
  ],
);

export const corpusFollows = pgTable(
  "corpus_follows",
  {
    followerId: text("follower_id").notNull(),
    followeeId: text("followee_id").notNull(),
    firstSeenAt: ts("first_seen_at").notNull(),
    lastSeenAt: ts("last_seen_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index("corpus_follows_followee_idx").on(t.followeeId, t.lastSeenAt),
    // An audience of followers (and their follow dates) read from the index alone.
    index("corpus_follows_followee_follower_idx").on(t.followeeId, t.followerId, t.firstSeenAt),
  ],
);

/** like | repost | reply | quote */
export const corpusEngagements = pgTable(
  "corpus_engagements",
  {
    postId: text("post_id").notNull(),
    accountId: text("account_id").notNull(),
    kind: text("kind").notNull(),
    engagedAt: ts("engaged_at"),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.accountId, t.kind] }),
    // Covers "posts these accounts engaged with" without visiting the table.
    index("corpus_engagements_account_idx").on(t.accountId, t.postId),
  ],
);

export const corpusFollowerSnapshots = pgTable(
  "corpus_follower_snapshots",
  {
    accountId: text("account_id").notNull(),
    day: date("day").notNull(),
    followersCount: integer("followers_count").notNull(),
    followingCount: integer("following_count").notNull(),
    gained: integer("gained").notNull().default(0),
    lost: integer("lost").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day] })],
);

/** Post counts per time bucket, as X's counts endpoints return them. */
export const corpusCountBuckets = pgTable(
  "corpus_count_buckets",
  {
    query: text("query").notNull(),
    granularity: text("granularity").notNull(),
    start: ts("start").notNull(),
    end: ts("end").notNull(),
    postCount: integer("post_count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.query, t.granularity, t.start] })],
);

/** One row: the corpus version. Analysis caches key on it; every write to the corpus bumps it. */
export const corpusState = pgTable("corpus_state", {
  id: smallint("id").primaryKey().default(1),
  version: bigint("version", { mode: "number" }).notNull().default(0),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

export const corpusImports = pgTable("corpus_imports", {
  id: uuid("id").primaryKey().defaultRandom(),
  source: text("source").notNull(),
  format: text("format").notNull(),
  status: text("status").notNull(),
  summary: jsonb("summary"),
  startedAt: ts("started_at").notNull().defaultNow(),
  finishedAt: ts("finished_at"),
});
