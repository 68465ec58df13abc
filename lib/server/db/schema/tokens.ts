import { integer, pgTable, serial, text, timestamp, uuid, index } from "drizzle-orm/pg-core";
import { users } from "./users";

/** Cookie sessions; only hashes of the session and CSRF secrets are stored. */
export const sessions = pgTable("sessions", {
  id: uuid("id").primaryKey().defaultRandom(),
  tokenHash: text("token_hash").notNull().unique(),
  csrfHash: text("csrf_hash").notNull(),
  userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

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

/** One login-by-code attempt: the public magic_code plus the hash of the e-mailed confirm code. */
export const loginCodes = pgTable("login_codes", {
  id: serial("id").primaryKey(),
  magicCode: text("magic_code").notNull().unique(),
  email: text("email").notNull(),
  confirmHash: text("confirm_hash").notNull(),
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

/** A pending social sign-in: the state the browser must bring back and the PKCE verifier. */
export const oauthStates = pgTable("oauth_states", {
  state: text("state").primaryKey(),
  network: text("network").notNull(),
  codeVerifier: text("code_verifier").notNull(),
  redirectUri: text("redirect_uri").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
