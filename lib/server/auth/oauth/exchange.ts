import "server-only";
import { AppError } from "@/lib/server/http/app-error";
import type { SocialNetwork } from "@/lib/schemas/auth";
import { provider } from "./providers";
import { takeOAuthState } from "./pkce";

export interface SocialProfile {
  network: SocialNetwork;
  uid: string;
  email: string | null;
  name: string;
  username: string | null;
}

const TIMEOUT_MS = 10_000;

function failed(network: SocialNetwork): AppError {
  return new AppError("bad_request", `Sign-in with ${network} failed. Please try again.`);
}

/** The profile fields we use, whichever network's shape the userinfo answer has. */
export function profileFrom(network: SocialNetwork, body: Record<string, unknown>): SocialProfile | null {
  const data = (typeof body.data === "object" && body.data ? body.data : {}) as Record<string, unknown>;
  const pick = (...values: unknown[]) => values.find((v) => typeof v === "string" && v) as string | undefined;
  const uid = network === "twitter" ? pick(data.id, body.sub) : pick(body.sub, body.id);
  if (!uid) return null;
  const email = pick(body.email)?.toLowerCase() ?? null;
  const username = pick(data.username, body.preferred_username) ?? null;
  const name = pick(data.name, body.name, [body.given_name, body.family_name].filter(Boolean).join(" ")) ?? username ?? "";
  return { network, uid, email, name, username };
}

/** Exchanges the code (with the PKCE verifier kept for this state) and reads who signed in. */
export async function exchangeCode(network: SocialNetwork, code: string, state: string): Promise<SocialProfile> {
  const pending = await takeOAuthState(network, state);
  const p = provider(network);
  const form = new URLSearchParams({ grant_type: "authorization_code", code, redirect_uri: pending.redirectUri, client_id: p.clientId, code_verifier: pending.codeVerifier });
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded", accept: "application/json" };
  if (p.clientSecret) headers.authorization = `Basic ${Buffer.from(`${p.clientId}:${p.clientSecret}`).toString("base64")}`;
  try {
    const tokenRes = await fetch(p.tokenUrl, { method: "POST", headers, body: form, signal: AbortSignal.timeout(TIMEOUT_MS) });
    const token = (await tokenRes.json().catch(() => ({}))) as { access_token?: string };
    if (!tokenRes.ok || !token.access_token) throw failed(network);
    const infoRes = await fetch(p.userinfoUrl, { headers: { authorization: `Bearer ${token.access_token}`, accept: "application/json" }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    const profile = infoRes.ok ? profileFrom(network, (await infoRes.json()) as Record<string, unknown>) : null;
    if (!profile) throw failed(network);
    return profile;
  } catch (error) {
    if (error instanceof AppError) throw error;
    console.warn(`[oauth] ${network} exchange failed`, error);
    throw failed(network);
  }
}
