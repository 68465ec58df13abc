import { pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

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

export const MEMBERSHIP_LEVELS = ["admin", "member"] as const;

/** A user's place in a team; "admin" administers it, "member" reads. */
export const memberships = pgTable(
  "memberships",
  {
    id: serial("id").primaryKey(),
    teamId: uuid("team_id").notNull().references(() => teams.id, { onDelete: "cascade" }),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    level: text("level", { enum: MEMBERSHIP_LEVELS }).notNull().default("member"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("memberships_team_user").on(t.teamId, t.userId)],
);

/** An invitation into a team, accepted once with its secret code before it expires. */
export const invites = pgTable("invites", {
  id: serial("id").primaryKey(),
  teamId: uuid("team_id").notNull().references(() => teams.id, { onDelete: "cascade" }),
  code: text("code").notNull().unique(),
  email: text("email"),
  message: text("message").notNull().default(""),
  createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  acceptedBy: uuid("accepted_by").references(() => users.id, { onDelete: "set null" }),
  acceptedAt: timestamp("accepted_at", { withTimezone: true }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
