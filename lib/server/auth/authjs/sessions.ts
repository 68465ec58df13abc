import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/server/db";
import { SESSION_COOKIE } from "../cookies";
import { authAdapter } from "./adapter";
import { SESSION_MAX_AGE_S } from "./auth-config";
import { runAuth, type AuthCookie } from "./run-auth";

export interface LiveSession {
  userId: string;
  email: string | null;
}

/** The signed-in user behind a session cookie, as Auth.js's session action reads it; null when none or expired. */
export async function readSession(sessionToken: string): Promise<LiveSession | null> {
  const { body } = await runAuth({ action: "session", cookies: { [SESSION_COOKIE]: sessionToken } });
  const session = body as { userId?: string; user?: { email?: string | null } } | null;
  if (!session?.userId) return null;
  return { userId: session.userId, email: session.user?.email ?? null };
}

/**
 * A database session in Auth.js's store for sign-ins Auth.js has no provider for (X's OAuth 1.0a,
 * an API token traded for a cookie); the cookie is the one Auth.js itself would set.
 */
export async function startSession(userId: string): Promise<AuthCookie> {
  const sessionToken = randomUUID();
  const expires = new Date(Date.now() + SESSION_MAX_AGE_S * 1000);
  await authAdapter(await db()).createSession!({ sessionToken, userId, expires });
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
