import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { TargetingPackageInput } from "@/lib/schemas/targeting";
import { teams } from "./teams";
import { users } from "./users";

/** A team's saved audience: its targeting package, countries and categories (spec §3 audience config). */
export const audienceConfigs = pgTable(
  "audience_configs",
  {
    id: serial("id").primaryKey(),
    teamId: uuid("team_id").notNull().references(() => teams.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    size: bigint("size", { mode: "number" }),
    categories: jsonb("categories").$type<string[]>().notNull().default([]),
    countries: jsonb("countries").$type<string[]>().notNull().default([]),
    targetingPackage: jsonb("targeting_package").$type<TargetingPackageInput>().notNull(),
    queryType: text("query_type").notNull().default("audience_builder"),
    description: text("description").notNull().default(""),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audience_configs_team").on(t.teamId, t.createdAt)],
);

/** A package applied through the extension to an ad account (spec §4: usage recorded with state applied). */
export const audienceUsages = pgTable(
  "audience_usages",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    audienceConfigId: integer("audience_config_id").references(() => audienceConfigs.id, { onDelete: "set null" }),
    adAccountId: text("ad_account_id"),
    state: text("state").notNull(),
    targetingPackage: jsonb("targeting_package").$type<TargetingPackageInput>().notNull(),
    countries: jsonb("countries").$type<string[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audience_usages_user").on(t.userId, t.createdAt)],
);

/** Per user: how often they used a related audience, and when the suggestion prompt (spec §9) was last shown. */
export const relatedAudiencePrompts = pgTable("related_audience_prompts", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  relatedUses: integer("related_uses").notNull().default(0),
  lastPromptAt: timestamp("last_prompt_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
