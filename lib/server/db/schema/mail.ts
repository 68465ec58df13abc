import { pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Mail kept locally when no SMTP server is configured (shown on /dev/outbox in development). */
export const outbox = pgTable("outbox", {
  id: serial("id").primaryKey(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
