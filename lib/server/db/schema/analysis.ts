import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** An analysis request (analyze-query); its id is the audience_creator_query_id. */
export const analysisQueries = pgTable(
  "analysis_queries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").notNull(),
    teamId: text("team_id"),
    queryType: text("query_type").notNull(),
    query: jsonb("query").notNull(),
    adAccountId: text("ad_account_id"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("analysis_queries_user_idx").on(t.userId, t.createdAt)],
);

/** Full reports cached per (query, window, corpus version); a corpus write makes old keys unreachable. */
export const analysisResults = pgTable(
  "analysis_results",
  {
    key: text("key").primaryKey(),
    corpusVersion: bigint("corpus_version", { mode: "number" }).notNull(),
    report: jsonb("report").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("analysis_results_version_idx").on(t.corpusVersion)],
);

/** Saved analyses listed on the explore screen. */
export const exploreSearches = pgTable(
  "explore_searches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").notNull(),
    teamId: text("team_id"),
    email: text("email").notNull(),
    queryType: text("query_type").notNull(),
    audienceCreatorQueryId: uuid("audience_creator_query_id").notNull(),
    name: text("name").notNull().default(""),
    adAccountId: text("ad_account_id"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("explore_searches_user_idx").on(t.userId, t.queryType)],
);

export const userActivityEntries = pgTable(
  "user_activity_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").notNull(),
    teamId: text("team_id"),
    actionAt: ts("action_at").notNull(),
    action: text("action").notNull(),
    context: text("context").notNull().default(""),
    audienceCreatorQueryId: text("audience_creator_query_id"),
    classifierId: text("classifier_id"),
  },
  (t) => [index("user_activity_entries_user_idx").on(t.userId, t.actionAt)],
);
