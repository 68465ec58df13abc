import "server-only";
import { AppError } from "@/lib/server/http/app-error";
import type { SocialNetwork } from "@/lib/schemas/auth";
import { SESSION_COOKIE } from "../cookies";
import { AuthRefusal, runAuth, type AuthCookie } from "../authjs/run-auth";
import { readSession, sessionCookieIn } from "../authjs/sessions";
import { takeOAuthState } from "./oauth-state";

export const ALREADY_CONNECTED = "This social account is already connected to another user.";

export interface SocialSignIn {
  userId: string;
  session: AuthCookie;
}

/**
 * Back from the network with {code, state}: the state is spent, then Auth.js exchanges the code
 * (with its PKCE verifier), reads the profile, finds or creates the user, links the account and
 * makes the session. With `signedIn` (connect-social mode) Auth.js attaches the account to that
 * session's user instead, and refuses one that belongs to someone else.
 */
export async function finishOAuth(network: SocialNetwork, code: string, state: string, signedIn?: string): Promise<SocialSignIn> {
  const checks = await takeOAuthState(network, state);
  let cookies: AuthCookie[];
  try {
    ({ cookies } = await runAuth({
      action: "callback",
      providerId: network,
      query: { code, state },
      cookies: { ...checks, ...(signedIn ? { [SESSION_COOKIE]: signedIn } : {}) },
    }));
  } catch (error) {
    if (!(error instanceof AuthRefusal)) throw error;
    if (error.type === "OAuthAccountNotLinked") throw new AppError("conflict", ALREADY_CONNECTED);
    throw new AppError("bad_request", `Sign-in with ${network} failed. Please try again.`);
  }
  const session = sessionCookieIn(cookies);
  const live = session && (await readSession(session.value));
  if (!session || !live) throw new AppError("bad_request", `Sign-in with ${network} failed. Please try again.`);
  return { userId: live.userId, session };
}
