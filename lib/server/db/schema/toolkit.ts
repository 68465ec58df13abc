import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { bytea } from "./column-types";
import { users } from "./users";

/**
 * A visitor's request on the Targeting Toolkit (access to the pro tools, or a material's download).
 * It counts once the e-mailed link confirmed the address; only the link's keyed hash is stored.
 */
export const toolkitRequests = pgTable(
  "toolkit_requests",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    email: text("email").notNull(),
    name: text("name").notNull().default(""),
    company: text("company").notNull().default(""),
    country: text("country").notNull().default(""),
    message: text("message").notNull().default(""),
    /** The material a download request names (its slug), empty for access. */
    title: text("title").notNull().default(""),
    language: text("language").notNull().default("en"),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    /** What an admin did with it: new, handled, approved or declined (the last two for access only). */
    status: text("status").notNull().default("new"),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    handledBy: uuid("handled_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("toolkit_requests_created_idx").on(t.createdAt)],
);

/** Feedback a signed-in user left on an audience request (spec: audience-request/feedback). */
export const audienceRequestFeedback = pgTable("audience_request_feedback", {
  id: serial("id").primaryKey(),
  userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  rating: text("rating").notNull(),
  message: text("message").notNull().default(""),
  context: text("context").notNull().default(""),
  /** new, or handled once an admin has read it. */
  status: text("status").notNull().default("new"),
  handledAt: timestamp("handled_at", { withTimezone: true }),
  handledBy: uuid("handled_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The marketing-material library (spec §3 content types). Files admins upload live in the upload
 * store under file_key (the same store as media uploads); the seeded documents keep theirs in the row.
 */
export const marketingMaterials = pgTable("marketing_materials", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  contentType: text("content_type").notNull(),
  title: text("title").notNull(),
  summary: text("summary").notNull().default(""),
  language: text("language").notNull().default("en"),
  /** Agencies it is made for (spec §3 identifiers); empty: everyone. */
  agencies: text("agencies").array().notNull().default(sql`'{}'::text[]`),
  /** The country id it is made for; null: every country. */
  countryId: integer("country_id"),
  /** Questions and answers of an FAQ (also its FAQPage structured data). */
  faq: jsonb("faq").$type<{ question: string; answer: string }[]>().notNull().default([]),
  fileName: text("file_name").notNull(),
  mimeType: text("mime_type").notNull(),
  file: bytea("file"),
  /** The upload store's key of the file (our own uuid); null: the file is in the row. */
  fileKey: text("file_key"),
  fileSize: integer("file_size"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
