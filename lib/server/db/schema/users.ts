import { integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Null only for social sign-ins whose network shares no e-mail (X). */
  email: text("email").unique(),
  firstName: text("first_name").notNull().default(""),
  lastName: text("last_name").notNull().default(""),
  language: text("language").notNull().default("en"),
  /** Set by Auth.js when an e-mailed code proved the address. */
  emailVerified: timestamp("email_verified", { withTimezone: true, mode: "date" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Named groups, e.g. Audience_creator (active-subscription status without a subscription). */
export const userGroups = pgTable(
  "user_groups",
  {
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.name] })],
);

/**
 * A social-network login connected to a user (provider + the network's user id): Auth.js's
 * accounts table (property names are the Drizzle adapter's). The networks' access tokens are not
 * kept (see lib/server/auth/authjs/adapter.ts), so their columns stay empty.
 */
export const socialAccounts = pgTable(
  "social_accounts",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    type: text("type").notNull().default("oauth"),
    provider: text("provider").notNull(),
    providerAccountId: text("uid").notNull(),
    refresh_token: text("refresh_token"),
    access_token: text("access_token"),
    expires_at: integer("expires_at"),
    token_type: text("token_type"),
    scope: text("scope"),
    id_token: text("id_token"),
    session_state: text("session_state"),
    extraData: jsonb("extra_data").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("social_accounts_provider_uid").on(t.provider, t.providerAccountId)],
);
