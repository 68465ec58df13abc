import "server-only";
import { and, eq, lt } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { oauthStates } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import type { SocialNetwork } from "@/lib/schemas/auth";
import { enforceRateLimits } from "../rate-limit";
import { runAuth } from "../authjs/run-auth";
import { redirectUri } from "../authjs/oauth-providers";

export const UNAUTHORIZED_LOGIN = "Error: Unauthorized login attempt";
const STATE_TTL_MS = 10 * 60_000;

/**
 * Starts a social sign-in through Auth.js (which makes the PKCE pair and the authorize URL) and
 * remembers the browser's state with Auth.js's sealed PKCE cookie, so that only this state can
 * finish it. The state is a random 32-bit number made by the browser (spec §9).
 */
export async function startOAuth(network: SocialNetwork, state: string, ip: string, now = new Date()) {
  // Each start writes a row: limit them per address.
  await enforceRateLimits([{ bucket: `oauth-start:ip:${ip}`, limit: 60, windowMs: 15 * 60_000 }], now);
  const { redirect, cookies } = await runAuth({ action: "signin", providerId: network, method: "POST", body: {}, query: { state } });
  if (!redirect) throw new Error(`Auth.js gave no authorize URL for ${network}`);
  const checks = Object.fromEntries(cookies.filter((c) => c.name.includes("pkce")).map((c) => [c.name, c.value]));
  const database = await db();
  await database.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
  const inserted = await database
    .insert(oauthStates)
    .values({ state: `${network}:${state}`, network, codeVerifier: JSON.stringify(checks), redirectUri: redirectUri(network), expiresAt: new Date(now.getTime() + STATE_TTL_MS) })
    .onConflictDoNothing()
    .returning({ state: oauthStates.state });
  if (!inserted.length) throw new AppError("conflict", "Please start the sign-in again.");
  const authorize = new URL(redirect);
  return { authorize_url: redirect, code_challenge: authorize.searchParams.get("code_challenge"), state };
}

/** Spends the pending sign-in for this state: unknown, expired or reused states are refused. Answers Auth.js's check cookies. */
export async function takeOAuthState(network: SocialNetwork, state: string, now = new Date()): Promise<Record<string, string>> {
  const [row] = await (await db())
    .delete(oauthStates)
    .where(and(eq(oauthStates.state, `${network}:${state}`), eq(oauthStates.network, network)))
    .returning();
  if (!row || row.expiresAt <= now) throw new AppError("bad_request", UNAUTHORIZED_LOGIN);
  return JSON.parse(row.codeVerifier) as Record<string, string>;
}
