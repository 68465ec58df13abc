import "server-only";
import type { NextResponse } from "next/server";
import { AppError } from "@/lib/server/http/app-error";
import { json } from "@/lib/server/http/respond";
import { SOCIAL_NETWORKS, type SocialNetwork } from "@/lib/schemas/auth";
import type { Identity } from "../identity";
import { requireUser } from "../require-user";
import { signedInResponse } from "../sign-in-response";
import { getMe } from "@/lib/server/users/get-me";
import { exchangeCode } from "./exchange";
import { connectSocialAccount, userForSocialLogin } from "./social-accounts";

export function networkParam(value: unknown): SocialNetwork {
  if (typeof value === "string" && (SOCIAL_NETWORKS as readonly string[]).includes(value)) return value as SocialNetwork;
  throw new AppError("not_found", "Not found.");
}

/** Back from the network with {code, state}: a session for its user. */
export async function socialLogin(network: SocialNetwork, code: string, state: string): Promise<NextResponse> {
  const profile = await exchangeCode(network, code, state);
  return signedInResponse(await userForSocialLogin(profile));
}

/** Connect-social mode: the login is attached to the signed-in user. */
export async function socialConnect(identity: Identity, network: SocialNetwork, code: string, state: string): Promise<NextResponse> {
  const { userId } = requireUser(identity);
  const profile = await exchangeCode(network, code, state);
  await connectSocialAccount(userId, profile);
  return json(await getMe(userId));
}
