import "server-only";
import { eq } from "drizzle-orm";
import { config } from "@/lib/server/config";
import { db } from "@/lib/server/db";
import { oauthStates } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import type { SocialProfile } from "../authjs/social-profile";
import { UNAUTHORIZED_LOGIN } from "../oauth/oauth-state";
import { oauth1Header } from "./signature";

const TIMEOUT_MS = 10_000;
const TTL_MS = 10 * 60_000;
const FAILED = "Sign-in with twitter failed. Please try again.";

function consumer() {
  const c = config();
  return { base: c.OAUTH1_TWITTER_BASE_URL.replace(/\/$/, ""), consumerKey: c.OAUTH_TWITTER_CONSUMER_KEY, consumerSecret: c.OAUTH_TWITTER_CONSUMER_SECRET };
}

async function signedCall(method: "GET" | "POST", url: string, auth: { token?: string; tokenSecret?: string; params?: Record<string, string> }) {
  const { consumerKey, consumerSecret } = consumer();
  try {
    const res = await fetch(url, {
      method,
      headers: { authorization: oauth1Header({ method, url, consumerKey, consumerSecret, ...auth }) },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await res.text();
    if (!res.ok) throw new AppError("bad_request", FAILED);
    return text;
  } catch (error) {
    if (error instanceof AppError) throw error;
    console.warn("[oauth1] twitter call failed", error);
    throw new AppError("bad_request", FAILED);
  }
}

/**
 * Step 1: a request token for the callback; its secret stays with us until step 2.
 * Only callbacks on our own sign-in origin are accepted.
 */
export async function twitterRequestToken(callback: string): Promise<{ oauth_token: string; authenticate_url: string }> {
  const origin = new URL(config().AUTH_URL).origin;
  let parsed: URL;
  try {
    parsed = new URL(callback);
  } catch {
    throw new AppError("bad_request", "oauth_callback is not a valid URL.", { oauth_callback: ["oauth_callback is not a valid URL."] });
  }
  if (parsed.origin !== origin) throw new AppError("bad_request", "oauth_callback must be on this site.", { oauth_callback: ["oauth_callback must be on this site."] });
  const { base } = consumer();
  const answer = new URLSearchParams(await signedCall("POST", `${base}/oauth/request_token`, { params: { oauth_callback: callback } }));
  const token = answer.get("oauth_token");
  const secret = answer.get("oauth_token_secret");
  if (!token || !secret || answer.get("oauth_callback_confirmed") !== "true") throw new AppError("bad_request", FAILED);
  await (await db())
    .insert(oauthStates)
    .values({ state: `oauth1:${token}`, network: "twitter", codeVerifier: secret, redirectUri: callback, expiresAt: new Date(Date.now() + TTL_MS) })
    .onConflictDoNothing();
  return { oauth_token: token, authenticate_url: `${base}/oauth/authenticate?oauth_token=${encodeURIComponent(token)}` };
}

/** Step 2: the verifier X returned turns the request token (used once) into an access token. */
export async function twitterAccessToken(token: string, verifier: string) {
  const [pending] = await (await db()).delete(oauthStates).where(eq(oauthStates.state, `oauth1:${token}`)).returning();
  if (!pending || pending.expiresAt <= new Date()) throw new AppError("bad_request", UNAUTHORIZED_LOGIN);
  const { base } = consumer();
  const answer = new URLSearchParams(await signedCall("POST", `${base}/oauth/access_token`, { token, tokenSecret: pending.codeVerifier, params: { oauth_verifier: verifier } }));
  const accessToken = answer.get("oauth_token");
  const tokenSecret = answer.get("oauth_token_secret");
  if (!accessToken || !tokenSecret) throw new AppError("bad_request", FAILED);
  return { access_token: accessToken, token_secret: tokenSecret, user_id: answer.get("user_id"), screen_name: answer.get("screen_name") };
}

/** Step 3: who the access token belongs to, as X itself says. */
export async function twitterProfileFromTokens(accessToken: string, tokenSecret: string): Promise<SocialProfile> {
  const { base } = consumer();
  const text = await signedCall("GET", `${base}/1.1/account/verify_credentials.json?include_email=true&skip_status=true`, { token: accessToken, tokenSecret });
  let user: { id_str?: string; name?: string; screen_name?: string; email?: string };
  try {
    user = JSON.parse(text);
  } catch {
    throw new AppError("bad_request", FAILED);
  }
  if (!user.id_str) throw new AppError("bad_request", FAILED);
  return { network: "twitter", uid: user.id_str, email: user.email?.toLowerCase() ?? null, name: user.name ?? user.screen_name ?? "", username: user.screen_name ?? null };
}
