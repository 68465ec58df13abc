import { jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Mail kept locally when no SMTP server is configured (shown on /dev/outbox in development). */
export const outbox = pgTable("outbox", {
  id: serial("id").primaryKey(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html").notNull(),
  /** The attachments' names and sizes (their bytes are not kept). */
  attachments: jsonb("attachments").$type<{ filename: string; bytes: number }[]>(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
