import "server-only";
import { randomUUID } from "node:crypto";
import { SESSION_COOKIE } from "../cookies";
import { SESSION_MAX_AGE_S, authConfig } from "./auth-config";
import { runAuth, type AuthCookie } from "./run-auth";

export interface LiveSession {
  userId: string;
  email: string | null;
}

/**
 * The signed-in user behind a session cookie, read from Auth.js's session store with its rule for
 * database sessions (an expired one is deleted and signs nobody in); null when none. Read through
 * the adapter rather than Auth.js's session action, which answers "no session" when the database
 * is down: an outage must be an error, not a sign-out that sends people to the login page.
 */
export async function readSession(sessionToken: string): Promise<LiveSession | null> {
  const adapter = (await authConfig()).adapter!;
  const found = await adapter.getSessionAndUser!(sessionToken);
  if (!found) return null;
  if (found.session.expires.valueOf() < Date.now()) {
    await adapter.deleteSession!(sessionToken);
    return null;
  }
  return { userId: found.user.id, email: found.user.email ?? null };
}

/**
 * A database session in Auth.js's store for sign-ins Auth.js has no provider for (X's OAuth 1.0a,
 * an API token traded for a cookie); the cookie is the one Auth.js itself would set.
 */
export async function startSession(userId: string): Promise<AuthCookie> {
  const sessionToken = randomUUID();
  const expires = new Date(Date.now() + SESSION_MAX_AGE_S * 1000);
  await (await authConfig()).adapter!.createSession!({ sessionToken, userId, expires });
  return { name: SESSION_COOKIE, value: sessionToken, options: { expires } };
}

/** Ends the session through Auth.js's sign-out (its adapter deletes the row). */
export async function endSession(sessionToken: string): Promise<void> {
  await runAuth({ action: "signout", method: "POST", body: {}, cookies: { [SESSION_COOKIE]: sessionToken } });
}

/** The session cookie among those Auth.js set, if it signed someone in. */
export function sessionCookieIn(cookies: AuthCookie[]): AuthCookie | null {
  return cookies.find((c) => c.name === SESSION_COOKIE && c.value) ?? null;
}
