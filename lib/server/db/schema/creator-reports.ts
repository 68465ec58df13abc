import { boolean, date, integer, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { creatorAccounts } from "./creators";

/*
 * Deep Thought weekly reports: whether the account's owner wants the report by e-mail, and one row
 * per account and week the scheduled job mailed (or is mailing), so a week goes out once however
 * many processes or retries run the job.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });
const account = () => integer("account_id").notNull().references(() => creatorAccounts.id, { onDelete: "cascade" });

export const creatorReportPreferences = pgTable("creator_report_preferences", {
  accountId: integer("account_id").primaryKey().references(() => creatorAccounts.id, { onDelete: "cascade" }),
  weeklyEmail: boolean("weekly_email").notNull().default(false),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/** A week's mail to the account's owner: claimed before sending, `sentAt` set once the mail layer took it. */
export const creatorReportMailings = pgTable(
  "creator_report_mailings",
  {
    accountId: account(),
    /** The Monday (UTC) the week starts. */
    weekStart: date("week_start").notNull(),
    claimedAt: ts("claimed_at").notNull().defaultNow(),
    sentAt: ts("sent_at"),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.weekStart] })],
);
