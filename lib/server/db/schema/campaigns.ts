import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { StatusChange } from "@/lib/domain/campaigns/status-history";
import { audienceConfigs } from "./audiences";
import { teams } from "./teams";
import { users } from "./users";

/*
 * Campaign management. X (or the sandbox standing in for it) holds the entities themselves; the
 * team's own table says which of them a team made, under the ids the product's API uses.
 */

export const AD_ENTITY_KINDS = ["campaign", "adset", "ad", "creative", "media"] as const;
export type AdEntityKind = (typeof AD_ENTITY_KINDS)[number];

/** An ads entity a team made: its kind, the ad account and adapter it lives in, and X's id for it. */
export const teamAdEntities = pgTable(
  "team_ad_entities",
  {
    id: serial("id").primaryKey(),
    teamId: uuid("team_id").notNull().references(() => teams.id, { onDelete: "cascade" }),
    kind: text("kind").$type<AdEntityKind>().notNull(),
    adAccountId: text("ad_account_id").notNull(),
    adapter: text("adapter").notNull(),
    remoteId: text("remote_id").notNull(),
    parentId: integer("parent_id").references((): AnyPgColumn => teamAdEntities.id, { onDelete: "cascade" }),
    audienceConfigId: integer("audience_config_id").references(() => audienceConfigs.id, { onDelete: "set null" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("team_ad_entities_team").on(t.teamId, t.kind, t.createdAt), index("team_ad_entities_parent").on(t.parentId), uniqueIndex("team_ad_entities_remote").on(t.adapter, t.adAccountId, t.kind, t.remoteId)],
);

/** A file a team uploads (media for ads): announced by a policy, stored, then completed. */
export const storedFiles = pgTable(
  "stored_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teamId: uuid("team_id").notNull().references(() => teams.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    storageKey: text("storage_key").notNull(),
    /** Hash of the one-time upload secret the policy handed out. */
    uploadTokenHash: text("upload_token_hash").notNull(),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("stored_files_team").on(t.teamId)],
);

/* The sandbox's promoted posts, cards and media library (X Ads API v12 shapes). */

export const adsSandboxPromotedTweets = pgTable(
  "ads_sandbox_promoted_tweets",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    lineItemId: text("line_item_id").notNull(),
    tweetId: text("tweet_id").notNull(),
    cardId: text("card_id"),
    text: text("text").notNull().default(""),
    entityStatus: text("entity_status").notNull(),
    history: jsonb("history").$type<StatusChange[]>().notNull().default([]),
    deleted: boolean("deleted").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("ads_sandbox_promoted_tweets_line").on(t.lineItemId)],
);

export const adsSandboxCards = pgTable("ads_sandbox_cards", {
  id: text("id").primaryKey(),
  accountId: text("account_id").notNull(),
  name: text("name").notNull(),
  cardType: text("card_type").notNull(),
  title: text("title").notNull(),
  websiteUrl: text("website_url"),
  mediaKey: text("media_key"),
  deleted: boolean("deleted").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const adsSandboxMedia = pgTable("ads_sandbox_media", {
  mediaKey: text("media_key").primaryKey(),
  accountId: text("account_id").notNull(),
  name: text("name").notNull(),
  mediaType: text("media_type").notNull(),
  fileSize: bigint("file_size", { mode: "number" }).notNull(),
  mediaUrl: text("media_url").notNull(),
  deleted: boolean("deleted").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
