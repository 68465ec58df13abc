import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const teams = pgTable("teams", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  logo: text("logo"),
  invoiceEmail: text("invoice_email"),
  country: text("country"),
  invoiceName: text("invoice_name"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
