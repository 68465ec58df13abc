import "server-only";
import type { NextResponse } from "next/server";
import { AppError } from "@/lib/server/http/app-error";
import { json } from "@/lib/server/http/respond";
import { SOCIAL_NETWORKS, type SocialLoginBody, type SocialNetwork } from "@/lib/schemas/auth";
import type { Identity } from "../identity";
import { requireUser } from "../require-user";
import { signedInResponse } from "../sign-in-response";
import { getMe } from "@/lib/server/users/get-me";
import { exchangeCode, type SocialProfile } from "./exchange";
import { twitterProfileFromTokens } from "../oauth1/twitter-oauth1";
import { connectSocialAccount, userForSocialLogin } from "./social-accounts";
import { saveXAdsCredentials } from "@/lib/server/ads/x-ads-credentials";

/** X's OAuth 1.0a user tokens are kept so X Ads calls can act for the user's ad accounts. */
async function keepXTokens(userId: string, body: SocialLoginBody): Promise<void> {
  if ("access_token" in body) await saveXAdsCredentials(userId, body.access_token, body.token_secret);
}

export function networkParam(value: unknown): SocialNetwork {
  if (typeof value === "string" && (SOCIAL_NETWORKS as readonly string[]).includes(value)) return value as SocialNetwork;
  throw new AppError("not_found", "Not found.");
}

/** Who signed in: an OAuth 2.0 code (with its state) or, for X, OAuth 1.0a tokens. */
async function profileFor(network: SocialNetwork, body: SocialLoginBody): Promise<SocialProfile> {
  if ("code" in body) return exchangeCode(network, body.code, body.state);
  if (network !== "twitter") throw new AppError("bad_request", "Send code and state.");
  return twitterProfileFromTokens(body.access_token, body.token_secret);
}

/** Back from the network: a session for its user. */
export async function socialLogin(network: SocialNetwork, body: SocialLoginBody): Promise<NextResponse> {
  const userId = await userForSocialLogin(await profileFor(network, body));
  await keepXTokens(userId, body);
  return signedInResponse(userId);
}

/** Connect-social mode: the login is attached to the signed-in user. */
export async function socialConnect(identity: Identity, network: SocialNetwork, body: SocialLoginBody): Promise<NextResponse> {
  const { userId } = requireUser(identity);
  const profile = await profileFor(network, body);
  await connectSocialAccount(userId, profile);
  await keepXTokens(userId, body);
  return json(await getMe(userId));
}
