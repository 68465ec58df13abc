import "server-only";
import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { oauthStates } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import type { SocialNetwork } from "@/lib/schemas/auth";
import { randomSecret } from "../secrets";
import { enforceRateLimits } from "../rate-limit";
import { provider, redirectUri } from "./providers";

export const UNAUTHORIZED_LOGIN = "Error: Unauthorized login attempt";
const STATE_TTL_MS = 10 * 60_000;

/**
 * Remembers the browser's state with a fresh PKCE verifier and answers the network's
 * authorize URL (S256 challenge). The state is a random 32-bit number made by the browser.
 */
export async function startOAuth(network: SocialNetwork, state: string, ip: string, now = new Date()) {
  // Each start writes a row: limit them per address.
  await enforceRateLimits([{ bucket: `oauth-start:ip:${ip}`, limit: 60, windowMs: 15 * 60_000 }], now);
  const p = provider(network);
  const verifier = randomSecret(48);
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  const database = await db();
  await database.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
  const inserted = await database
    .insert(oauthStates)
    .values({ state: `${network}:${state}`, network, codeVerifier: verifier, redirectUri: redirectUri(network), expiresAt: new Date(now.getTime() + STATE_TTL_MS) })
    .onConflictDoNothing()
    .returning({ state: oauthStates.state });
  if (!inserted.length) throw new AppError("conflict", "Please start the sign-in again.");
  const url = new URL(p.authorizeUrl);
  url.search = new URLSearchParams({
    response_type: "code",
    client_id: p.clientId,
    redirect_uri: redirectUri(network),
    scope: p.scopes.join(" "),
    state,
    code_challenge: challenge,
    code_challenge_method: "S256",
  }).toString();
  return { authorize_url: url.toString(), code_challenge: challenge, state };
}

/** Spends the pending sign-in for this state: unknown, expired or reused states are refused. */
export async function takeOAuthState(network: SocialNetwork, state: string, now = new Date()) {
  const [row] = await (await db())
    .delete(oauthStates)
    .where(and(eq(oauthStates.state, `${network}:${state}`), eq(oauthStates.network, network)))
    .returning();
  if (!row || row.expiresAt <= now) throw new AppError("bad_request", UNAUTHORIZED_LOGIN);
  return row;
}
