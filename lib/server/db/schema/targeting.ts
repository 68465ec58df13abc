import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/*
 * Targeting reference data: the pickers' option lists and the targeting search calls read these.
 * Seeded idempotently from real sources (X Ads API fixtures, ISO lists, mcc-mnc data).
 */

export const targetingInterests = pgTable("targeting_interests", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  category: text("category").notNull(),
  subcategory: text("subcategory").notNull().default(""),
});

export const targetingLanguages = pgTable("targeting_languages", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  xTargetable: boolean("x_targetable").notNull().default(false),
});

export const targetingNetworkOperators = pgTable(
  "targeting_network_operators",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    countryCode: text("country_code").notNull().default(""),
    source: text("source").notNull(),
  },
  (t) => [index("targeting_network_operators_country").on(t.countryCode)],
);

export const targetingConversationTopics = pgTable("targeting_conversation_topics", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  topicType: text("topic_type").notNull(),
});

export const targetingMoviesTvShows = pgTable("targeting_movies_tv_shows", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  kind: text("kind").notNull(),
  genre: text("genre").notNull().default(""),
});

export const targetingCountries = pgTable("targeting_countries", {
  code: text("code").primaryKey(),
  nameEn: text("name_en").notNull(),
  nameJa: text("name_ja").notNull(),
  aliases: jsonb("aliases").$type<string[]>().notNull().default([]),
  targetable: boolean("targetable").notNull().default(true),
});

export const targetingLocations = pgTable(
  "targeting_locations",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    countryCode: text("country_code").notNull(),
    locationType: text("location_type").notNull(),
  },
  (t) => [index("targeting_locations_country").on(t.countryCode)],
);

export const targetingJobTitles = pgTable(
  "targeting_job_titles",
  {
    category: text("category").notNull(),
    title: text("title").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.category, t.title] })],
);

export const audienceRegions = pgTable("audience_regions", {
  name: text("name").primaryKey(),
  isSingleCountry: boolean("is_single_country").notNull(),
  countryCodes: jsonb("country_codes").$type<string[]>().notNull(),
  position: integer("position").notNull(),
});
