import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { teams } from "./teams";
import { users } from "./users";

/**
 * A targeting-package generation (generate-native-pack, StandaloneDescriptionAnalyzer): the job
 * and its result in one row, so any request (and a restarted server) can poll and resume it.
 * status: queued -> running -> done | failed.
 */
export const targetingGenerations = pgTable(
  "targeting_generations",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    teamId: uuid("team_id").references(() => teams.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    input: jsonb("input").$type<Record<string, unknown>>().notNull(),
    status: text("status").notNull().default("queued"),
    error: text("error"),
    targetingPackage: jsonb("targeting_package").$type<Record<string, unknown>>(),
    insights: jsonb("insights").$type<Record<string, unknown>>(),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("targeting_generations_user").on(t.userId, t.createdAt), index("targeting_generations_status").on(t.status, t.updatedAt)],
);

/** An audience plan: a named set of audience configs with a budget, kept by a team. */
export const audiencePlans = pgTable(
  "audience_plans",
  {
    id: serial("id").primaryKey(),
    teamId: uuid("team_id").notNull().references(() => teams.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    audienceConfigIds: jsonb("audience_config_ids").$type<number[]>().notNull().default([]),
    budget: integer("budget"),
    currency: text("currency").notNull().default("USD"),
    notes: text("notes").notNull().default(""),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audience_plans_team").on(t.teamId, t.createdAt)],
);
