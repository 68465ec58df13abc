import "server-only";
import type { NextResponse } from "next/server";
import { AppError } from "@/lib/server/http/app-error";
import { json } from "@/lib/server/http/respond";
import { SOCIAL_NETWORKS, type SocialLoginBody, type SocialNetwork } from "@/lib/schemas/auth";
import type { Identity } from "../identity";
import { requireUser } from "../require-user";
import { SESSION_COOKIE, readCookie } from "../cookies";
import { signedInResponse } from "../sign-in-response";
import { endSession, startSession } from "../authjs/sessions";
import { getMe } from "@/lib/server/users/get-me";
import { twitterProfileFromTokens } from "../oauth1/twitter-oauth1";
import { connectOAuth1Account, userForOAuth1Login } from "../oauth1/oauth1-accounts";
import { finishOAuth } from "./finish-oauth";
import { rememberSocialProfile } from "./social-accounts";
import { saveXAdsCredentials } from "@/lib/server/ads/x-ads-credentials";

type OAuth1Body = Extract<SocialLoginBody, { access_token: string }>;

export function networkParam(value: unknown): SocialNetwork {
  if (typeof value === "string" && (SOCIAL_NETWORKS as readonly string[]).includes(value)) return value as SocialNetwork;
  throw new AppError("not_found", "Not found.");
}

/** X's OAuth 1.0a tokens: who they belong to, as X says. Their user tokens are kept for X Ads. */
async function oauth1Profile(network: SocialNetwork, body: OAuth1Body) {
  if (network !== "twitter") throw new AppError("bad_request", "Send code and state.");
  return twitterProfileFromTokens(body.access_token, body.token_secret);
}

/** Back from the network: a session for its user (Auth.js for OAuth 2.0, our OAuth 1.0a path for X's old flow). */
export async function socialLogin(network: SocialNetwork, body: SocialLoginBody): Promise<NextResponse> {
  if ("code" in body) {
    const { userId, session } = await finishOAuth(network, body.code, body.state);
    return signedInResponse(userId, session);
  }
  const profile = await oauth1Profile(network, body);
  const userId = await userForOAuth1Login(profile);
  await rememberSocialProfile(profile);
  await saveXAdsCredentials(userId, body.access_token, body.token_secret);
  return signedInResponse(userId, await startSession(userId));
}

/**
 * Connect-social mode: the login is attached to the signed-in user. Auth.js links accounts to
 * the user of the session it is given: the caller's cookie session, or for a token caller a
 * session that lives only for this call.
 */
export async function socialConnect(req: Request, identity: Identity, network: SocialNetwork, body: SocialLoginBody): Promise<NextResponse> {
  const { userId, via } = requireUser(identity);
  if (!("code" in body)) {
    const profile = await oauth1Profile(network, body);
    await connectOAuth1Account(userId, profile);
    await rememberSocialProfile(profile);
    await saveXAdsCredentials(userId, body.access_token, body.token_secret);
    return json(await getMe(userId));
  }
  const cookie = via === "session" ? readCookie(req, SESSION_COOKIE) : null;
  const session = cookie ?? (await startSession(userId)).value;
  try {
    await finishOAuth(network, body.code, body.state, session);
  } finally {
    if (!cookie) await endSession(session);
  }
  return json(await getMe(userId));
}
