import { sql } from "drizzle-orm";
import { bigint, boolean, date, index, integer, pgTable, primaryKey, real, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { dateMultirange } from "./column-types";

/*
 * Data derived from the corpus for the analysis engine, rebuilt by the derived-data refresh
 * (lib/server/corpus/derived) after an import or generation, and before an analysis whenever the
 * corpus version moved on since the last rebuild. Never written anywhere else.
 */

/** One row per account that authored posts or has followers in the corpus. */
export const corpusAccountDigests = pgTable("corpus_account_digests", {
  accountId: text("account_id").primaryKey(),
  followersInCorpus: integer("followers_in_corpus").notNull().default(0),
  postsInCorpus: integer("posts_in_corpus").notNull().default(0),
  /** The account's most used post language (ties: alphabetical; 'und' and unknown left out). */
  topLang: text("top_lang"),
  /** Parallel arrays: each value and how many of the account's posts use it. */
  hashtags: text("hashtags").array().notNull().default(sql`'{}'::text[]`),
  hashtagPosts: integer("hashtag_posts").array().notNull().default(sql`'{}'::int[]`),
  annotations: text("annotations").array().notNull().default(sql`'{}'::text[]`),
  annotationPosts: integer("annotation_posts").array().notNull().default(sql`'{}'::int[]`),
  keywords: text("keywords").array().notNull().default(sql`'{}'::text[]`),
  keywordPosts: integer("keyword_posts").array().notNull().default(sql`'{}'::int[]`),
});

/**
 * The account columns the account-level sections count, for every account or digest, in narrow
 * rows, loaded whole into the in-memory account index. Every id of the corpus's accounts, digests and
 * followers has a row. `has_account` is false for ids without a profile (they only authored posts, have
 * followers or follow): they count for languages only.
 */
export const corpusAccountFacts = pgTable("corpus_account_facts", {
  accountId: text("account_id").primaryKey(),
  /** Dense number of the account (0..n-1) in account_id order: the in-memory account index's position. */
  no: integer("no").notNull(),
  hasAccount: boolean("has_account").notNull(),
  country: text("country"),
  city: text("city"),
  gender: text("gender"),
  ageGroup: text("age_group"),
  jobCategory: text("job_category"),
  interests: text("interests").array(),
  followersCount: integer("followers_count"),
  /** The account's most used post language (as in the digests). */
  topLang: text("top_lang"),
});

/** Whom each account follows, as account numbers (`corpus_account_facts.no`): the account index's follow lists. */
export const corpusAccountFollowees = pgTable("corpus_account_followees", {
  no: integer("no").primaryKey(),
  followeeNos: integer("followee_nos").array().notNull(),
});

/**
 * The terms the account index counts, coded: post hashtags, annotations and keywords (of the digests)
 * and bio words. Codes follow (kind, term) in the database's order, so ordering codes orders terms.
 */
export const corpusTerms = pgTable(
  "corpus_terms",
  {
    code: integer("code").primaryKey(),
    kind: text("kind").notNull(),
    term: text("term").notNull(),
  },
  (t) => [uniqueIndex("corpus_terms_kind_term_idx").on(t.kind, t.term)],
);

/** Each account's coded terms: its posts' terms with how many of its posts use each, and its bio words. */
export const corpusAccountTerms = pgTable("corpus_account_terms", {
  no: integer("no").primaryKey(),
  posts: integer("posts").notNull(),
  termCodes: integer("term_codes").array().notNull(),
  termCounts: integer("term_counts").array().notNull(),
  bioCodes: integer("bio_codes").array().notNull(),
});

/**
 * Each hashtag, mention and cashtag of a post with the post's time, author, counts and sentiment
 * label (a post repeating one has a row per use): the posts of one entity in a time window, with
 * what a conversation's post sections rank and count, are one range of one index, read without
 * visiting the posts.
 */
export const corpusEntityPosts = pgTable(
  "corpus_entity_posts",
  {
    kind: text("kind").notNull(),
    value: text("value").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }),
    postId: text("post_id").notNull(),
    authorId: text("author_id"),
    likeCount: integer("like_count").notNull().default(0),
    repostCount: integer("repost_count").notNull().default(0),
    replyCount: integer("reply_count").notNull().default(0),
    sentimentLabel: text("sentiment_label"),
  },
  (t) => [
    index("corpus_entity_posts_range_idx").on(t.kind, t.value, t.createdAt, t.postId, t.authorId, t.likeCount, t.repostCount, t.replyCount, t.sentimentLabel),
  ],
);

/**
 * Audiences too large to analyse whole, sampled when the derived tables are built: for each account
 * with more followers than the sample cap, the first `cap` followers in sampling order for `seed`
 * (as an analysis would draw them), and its new followers per day.
 */
export const corpusAudienceSamples = pgTable("corpus_audience_samples", {
  accountId: text("account_id").primaryKey(),
  seed: integer("seed").notNull(),
  cap: integer("cap").notNull(),
  followerIds: text("follower_ids").array().notNull(),
  followDays: text("follow_days").array().notNull(),
  followDayCounts: integer("follow_day_counts").array().notNull(),
});

/** Corpus-wide use of each keyword (the SEO section's search-demand proxy). */
export const corpusKeywordDemand = pgTable("corpus_keyword_demand", {
  keyword: text("keyword").primaryKey(),
  posts: integer("posts").notNull(),
  authors: integer("authors").notNull(),
  /** Posts in the 30 days before the corpus's latest post. */
  posts30d: integer("posts_30d").notNull(),
});

/** Which corpus version the derived tables reflect (one row, id 1). */
export const corpusDerivedState = pgTable("corpus_derived_state", {
  id: integer("id").primaryKey(),
  corpusVersion: bigint("corpus_version", { mode: "number" }).notNull(),
  /** The layout of the derived tables they were built with (DERIVED_FORMAT): another one means a rebuild. */
  format: integer("format").notNull().default(0),
  accounts: integer("accounts").notNull(),
  seconds: real("seconds").notNull(),
  /** How they were built (an incremental refresh continues only with the same settings) and the latest post then. */
  sampleSeed: integer("sample_seed"),
  sampleCap: integer("sample_cap"),
  termMinPosts: integer("term_min_posts"),
  latestPostAt: timestamp("latest_post_at", { withTimezone: true }),
  /** "full" or "incremental": how the last refresh ran. */
  mode: text("mode"),
  refreshedAt: timestamp("refreshed_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * For each word of the posts (a lexeme of PostgreSQL's 'simple' text search, as the keyword search
 * matches it), every account that wrote it, one row each, keyed in sampling order for `seed`
 * (`rank` is hashtext(seed || ':' || author_id), then the id breaks ties): a one-word keyword
 * audience reads the first `cap` rows of its word, not every matching post. New authors are rows
 * added, so an import costs what it adds, however many authors a common word already has.
 * `days` are the UTC days on which the account posted the word (empty when its posts have no time):
 * who wrote a word within a window's whole days is a test of each row, not a search of the posts.
 */
export const corpusWordAuthors = pgTable(
  "corpus_word_authors",
  {
    word: text("word").notNull(),
    rank: integer("rank").notNull(),
    authorId: text("author_id").notNull(),
    seed: integer("seed").notNull(),
    days: dateMultirange("days").notNull().default(sql`'{}'::datemultirange`),
  },
  (t) => [primaryKey({ columns: [t.word, t.rank, t.authorId] })],
);

/**
 * Posts per UTC day for each term (a lexeme of the 'simple' full-text search or a hashtag value)
 * used by at least a set number of posts: `posts` have the term as a word or as a hashtag (each post
 * once), `hashtag_posts` as a hashtag, `word_*` as a word (a conversation on one word reads its count, volume
 * and sentiment here). A term present has a row for every day it was used, so a
 * window's whole days are a sum here; rarer terms are absent and searched live.
 */
export const corpusTermDays = pgTable(
  "corpus_term_days",
  {
    term: text("term").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    posts: integer("posts").notNull(),
    hashtagPosts: integer("hashtag_posts").notNull(),
    /** Posts with the term as a word (a lexeme of the post's text), and of those, per sentiment label (other or no label: in word_posts only). */
    wordPosts: integer("word_posts").notNull().default(0),
    wordPositive: integer("word_positive").notNull().default(0),
    wordNeutral: integer("word_neutral").notNull().default(0),
    wordNegative: integer("word_negative").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.term, t.day] })],
);

/** Posts using each term of the posts (counted as in corpus_term_days), kept for every term, so an import knows which terms reach the threshold. */
export const corpusTermTotals = pgTable("corpus_term_totals", {
  term: text("term").primaryKey(),
  posts: integer("posts").notNull(),
});

/**
 * The posts some account engaged with (a recorded like or repost, or its own repost, quote or reply
 * of the post), numbered in sampling order for `seed`, with their distinct hashtags and emoji and
 * their keywords as codes of corpus_engaged_terms: loaded whole into the account index, so a
 * report's most_interacted sections count in memory.
 */
export const corpusEngagedPosts = pgTable(
  "corpus_engaged_posts",
  {
    no: integer("no").primaryKey(),
    postId: text("post_id").notNull(),
    entityCodes: integer("entity_codes").array().notNull(),
    keywordCodes: integer("keyword_codes").array().notNull(),
  },
  (t) => [uniqueIndex("corpus_engaged_posts_post_idx").on(t.postId)],
);

/** The engaged posts' hashtags, emoji and keywords, coded in the database's (kind, term) order (its tie order). */
export const corpusEngagedTerms = pgTable(
  "corpus_engaged_terms",
  {
    code: integer("code").primaryKey(),
    kind: text("kind").notNull(),
    term: text("term").notNull(),
  },
  (t) => [uniqueIndex("corpus_engaged_terms_kind_term_idx").on(t.kind, t.term)],
);

/** The engaged posts of each account, as numbers of corpus_engaged_posts (ascending: sampling order for `seed`). */
export const corpusAccountEngaged = pgTable("corpus_account_engaged", {
  accountId: text("account_id").primaryKey(),
  seed: integer("seed").notNull(),
  postNos: integer("post_nos").array().notNull(),
});

/**
 * What each committed import batch changed (by corpus version), so the derived tables can be
 * brought up to date from these rows alone: `batch` marks a logged version; `rebuild` says the batch
 * did what only a full rebuild reflects (deleted rows, rewrote a post's text, author or time);
 * `post` a new post, `post_seen` a post written again unchanged in content (its counts may move),
 * `account` a profile written, `follow` a new follow (id follower, other_id followee), `follow_seen`
 * a follow seen again. Emptied up to the version a refresh reflects.
 */
export const corpusChanges = pgTable(
  "corpus_changes",
  {
    version: bigint("version", { mode: "number" }).notNull(),
    kind: text("kind").notNull(),
    id: text("id").notNull().default(""),
    otherId: text("other_id"),
  },
  (t) => [index("corpus_changes_version_idx").on(t.version, t.kind)],
);
