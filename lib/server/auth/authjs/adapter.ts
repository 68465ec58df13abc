import "server-only";
import { DrizzleAdapter } from "@auth/drizzle-adapter";
import type { Adapter, AdapterSession, AdapterUser } from "@auth/core/adapters";
import type { Database } from "@/lib/server/db/client";
import { sessions, socialAccounts, users, verificationTokens } from "@/lib/server/db/schema";
import { hashSecret } from "../secrets";
import { currentAuthCall } from "./call-context";

type UserRow = typeof users.$inferSelect;

function adapterUser(row: UserRow): AdapterUser {
  const name = `${row.firstName} ${row.lastName}`.trim();
  // X users may have no e-mail; Auth.js only reads it to match sign-ins by address.
  return { ...row, email: row.email as string, name: name || null, emailVerified: row.emailVerified };
}

function withToken<T extends AdapterSession | null | undefined>(session: T, token: string): T {
  return session ? { ...session, sessionToken: token } : session;
}

/**
 * Auth.js's Drizzle adapter on our tables, with three house rules on top:
 * - sessions are stored under a keyed hash of the cookie value, so a database leak opens nothing;
 * - new users get our first/last name split, a lower-case e-mail and the caller's language;
 * - the networks' access tokens are not kept: nothing here acts on a network for the user
 *   (X Ads keeps its own OAuth 1.0a credentials, lib/server/ads).
 */
export function authAdapter(database: Database): Adapter {
  const base = DrizzleAdapter(database, {
    // Our users table names people by first/last name instead of Auth.js's `name`/`image`
    // (createUser below fills them), so it does not have the column set the types ask for.
    usersTable: users as never,
    accountsTable: socialAccounts,
    sessionsTable: sessions,
    verificationTokensTable: verificationTokens,
  });
  return {
    ...base,
    async createUser(user) {
      const [first = "", ...rest] = (user.name ?? "").trim().split(/\s+/);
      const [row] = await database
        .insert(users)
        .values({
          email: user.email ? user.email.trim().toLowerCase() : null,
          firstName: first,
          lastName: rest.join(" "),
          language: currentAuthCall()?.language ?? "en",
          emailVerified: user.emailVerified,
        })
        .returning();
      return adapterUser(row);
    },
    async linkAccount(account) {
      await base.linkAccount!({ ...account, access_token: undefined, refresh_token: undefined, id_token: undefined, expires_at: undefined });
    },
    async createSession(session) {
      return withToken(await base.createSession!({ ...session, sessionToken: hashSecret(session.sessionToken) }), session.sessionToken);
    },
    async getSessionAndUser(token) {
      const found = await base.getSessionAndUser!(hashSecret(token));
      return found && { user: found.user, session: withToken(found.session, token) };
    },
    async updateSession(session) {
      return withToken(await base.updateSession!({ ...session, sessionToken: hashSecret(session.sessionToken) }), session.sessionToken);
    },
    async deleteSession(token) {
      await base.deleteSession!(hashSecret(token));
    },
  };
}
