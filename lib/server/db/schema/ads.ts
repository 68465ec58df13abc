import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { StatusChange } from "@/lib/domain/campaigns/status-history";
import { audienceConfigs } from "./audiences";
import { teams } from "./teams";
import { users } from "./users";

/*
 * The local X Ads sandbox: what the ads adapter writes when no X Ads credentials are configured.
 * Rows mirror the X Ads API v12 resources (string ids, entity_status, targetable ...).
 */

export const adsSandboxCampaigns = pgTable("ads_sandbox_campaigns", {
  id: text("id").primaryKey(),
  accountId: text("account_id").notNull(),
  name: text("name").notNull(),
  fundingInstrumentId: text("funding_instrument_id").notNull(),
  entityStatus: text("entity_status").notNull(),
  dailyBudgetMicro: bigint("daily_budget_micro", { mode: "number" }),
  totalBudgetMicro: bigint("total_budget_micro", { mode: "number" }),
  startTime: timestamp("start_time", { withTimezone: true }),
  endTime: timestamp("end_time", { withTimezone: true }),
  /** Every entity_status change, for the delivery simulation (a paused campaign does not serve). */
  history: jsonb("history").$type<StatusChange[]>().notNull().default([]),
  deleted: boolean("deleted").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const adsSandboxLineItems = pgTable(
  "ads_sandbox_line_items",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    campaignId: text("campaign_id").notNull(),
    name: text("name").notNull(),
    objective: text("objective").notNull(),
    productType: text("product_type").notNull(),
    placements: jsonb("placements").$type<string[]>().notNull(),
    entityStatus: text("entity_status").notNull(),
    startTime: timestamp("start_time", { withTimezone: true }),
    endTime: timestamp("end_time", { withTimezone: true }),
    /** Most paid per 1,000 impressions, in micros. */
    bidMicro: bigint("bid_micro", { mode: "number" }),
    /** The sandbox's stand-in for the audience X would compute from the targeting criteria. */
    audienceSize: bigint("audience_size", { mode: "number" }),
    history: jsonb("history").$type<StatusChange[]>().notNull().default([]),
    deleted: boolean("deleted").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("ads_sandbox_line_items_account").on(t.accountId)],
);

export const adsSandboxTargetingCriteria = pgTable(
  "ads_sandbox_targeting_criteria",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    lineItemId: text("line_item_id").notNull(),
    targetingType: text("targeting_type").notNull(),
    targetingValue: text("targeting_value").notNull(),
    operatorType: text("operator_type").notNull().default("EQ"),
    name: text("name").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("ads_sandbox_criteria_line_item").on(t.lineItemId)],
);

export const adsSandboxCustomAudiences = pgTable(
  "ads_sandbox_custom_audiences",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    /** Matched users once processed; below 100 the audience stays TOO_SMALL. */
    matchedUsers: integer("matched_users").notNull().default(0),
    readyAt: timestamp("ready_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("ads_sandbox_custom_audiences_account").on(t.accountId)],
);

/** Conversion pixels (website tags) of sandbox ad accounts. */
export const adsSandboxWebEventTags = pgTable("ads_sandbox_web_event_tags", {
  id: text("id").primaryKey(),
  accountId: text("account_id").notNull(),
  name: text("name").notNull(),
  type: text("type").notNull().default("SITE_VISIT"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A user's X OAuth 1.0a user tokens (encrypted), used to call X Ads for the ad accounts they own. */
export const xAdsCredentials = pgTable("x_ads_credentials", {
  userId: uuid("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  token: text("token").notNull(),
  tokenSecret: text("token_secret").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A saved audience uploaded to an ad account: what was sent and what X made of it. */
export const uploadedAudiences = pgTable(
  "uploaded_audiences",
  {
    id: serial("id").primaryKey(),
    teamId: uuid("team_id").notNull().references(() => teams.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    audienceConfigId: integer("audience_config_id").references(() => audienceConfigs.id, { onDelete: "set null" }),
    adAccountId: text("ad_account_id").notNull(),
    adapter: text("adapter").notNull(),
    campaignId: text("campaign_id").notNull(),
    lineItemId: text("line_item_id").notNull(),
    name: text("name").notNull(),
    criteria: jsonb("criteria").$type<{ targeting_type: string; targeting_value: string; operator_type: string; name: string }[]>().notNull(),
    skipped: jsonb("skipped").$type<{ kind: string; label: string; reason: string }[]>().notNull().default([]),
    deleted: boolean("deleted").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("uploaded_audiences_team").on(t.teamId, t.createdAt)],
);

/** A saved audience shared by signed link (token hash) or with another user's account. */
export const audienceShares = pgTable(
  "audience_shares",
  {
    id: serial("id").primaryKey(),
    audienceConfigId: integer("audience_config_id").notNull().references(() => audienceConfigs.id, { onDelete: "cascade" }),
    sharedBy: uuid("shared_by").references(() => users.id, { onDelete: "set null" }),
    /** Null for link shares. */
    recipientId: uuid("recipient_id").references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    restoredAt: timestamp("restored_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audience_shares_recipient").on(t.recipientId), index("audience_shares_config").on(t.audienceConfigId)],
);
