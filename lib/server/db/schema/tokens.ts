import { integer, pgTable, primaryKey, serial, text, timestamp, uuid, index } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * Auth.js database sessions (property names are the Drizzle adapter's). `sessionToken` holds a
 * keyed hash of the cookie value, never the value itself (lib/server/auth/authjs/adapter.ts).
 */
export const sessions = pgTable("sessions", {
  sessionToken: text("token_hash").primaryKey(),
  userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  expires: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Auth.js e-mail tokens: `token` is Auth.js's hash of the magic_code and the e-mailed code. */
export const verificationTokens = pgTable(
  "verification_tokens",
  {
    identifier: text("identifier").notNull(),
    token: text("token").notNull(),
    expires: timestamp("expires", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.identifier, t.token] })],
);

/** DRF-style API tokens ("Authorization: Token …"), stored hashed and revocable. */
export const apiTokens = pgTable("api_tokens", {
  id: serial("id").primaryKey(),
  userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  keyHash: text("key_hash").notNull().unique(),
  /** First characters of the key, to tell tokens apart in the account screen. */
  prefix: text("prefix").notNull(),
  name: text("name").notNull(),
  lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One login-by-code attempt as the spec's client sees it: the public magic_code, the e-mail it is
 * for, and the wrong tries that lock it. The code itself is an Auth.js verification token.
 */
export const loginCodes = pgTable("login_codes", {
  id: serial("id").primaryKey(),
  magicCode: text("magic_code").notNull().unique(),
  email: text("email").notNull(),
  failedAttempts: integer("failed_attempts").notNull().default(0),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Requests counted per bucket (e.g. "magic:email:x@y") for sliding-window rate limits. */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    id: serial("id").primaryKey(),
    bucket: text("bucket").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("rate_limit_hits_bucket_at").on(t.bucket, t.at)],
);

/**
 * A pending social sign-in: the state the browser must bring back, and what finishes it — for
 * OAuth 2.0 Auth.js's sealed PKCE cookie, for X's OAuth 1.0a the request token's secret.
 */
export const oauthStates = pgTable("oauth_states", {
  state: text("state").primaryKey(),
  network: text("network").notNull(),
  codeVerifier: text("code_verifier").notNull(),
  redirectUri: text("redirect_uri").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
