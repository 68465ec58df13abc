import { boolean, pgTable, serial, text, timestamp, uniqueIndex, uuid, integer } from "drizzle-orm/pg-core";
import { users } from "./users";
import { memberships } from "./teams";

/** An advertising account a user brought in; access is null until checked, then cached. */
export const adAccounts = pgTable(
  "ad_accounts",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    accountId: text("account_id").notNull(),
    network: text("network").notNull().default("twitter"),
    name: text("name").notNull(),
    standalone: boolean("standalone").notNull().default(false),
    access: boolean("access"),
    accessCheckedAt: timestamp("access_checked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("ad_accounts_user_network_account").on(t.userId, t.network, t.accountId)],
);

/** An ad account granted to a team member (through their membership in that team). */
export const grantedAccounts = pgTable(
  "granted_accounts",
  {
    id: serial("id").primaryKey(),
    membershipId: integer("membership_id").notNull().references(() => memberships.id, { onDelete: "cascade" }),
    adAccountId: integer("ad_account_id").notNull().references(() => adAccounts.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("granted_accounts_membership_account").on(t.membershipId, t.adAccountId)],
);
