import "server-only";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/http/app-error";
import { authAdapter } from "../authjs/adapter";
import type { SocialProfile } from "../authjs/social-profile";
import { ALREADY_CONNECTED } from "../oauth/finish-oauth";

function account(profile: SocialProfile, userId: string) {
  return { userId, type: "oauth" as const, provider: profile.network, providerAccountId: profile.uid };
}

/**
 * X's OAuth 1.0a sign-in (Auth.js has no OAuth 1.0a provider) follows Auth.js's own rules on its
 * adapter: the connected user, else the user with the same e-mail, else a new user, linked.
 */
export async function userForOAuth1Login(profile: SocialProfile): Promise<string> {
  const adapter = authAdapter(await db());
  const known = await adapter.getUserByAccount!({ provider: profile.network, providerAccountId: profile.uid });
  if (known) return known.id;
  const byEmail = profile.email ? await adapter.getUserByEmail!(profile.email) : null;
  const user = byEmail ?? (await adapter.createUser!({ id: "", email: profile.email as string, emailVerified: null, name: profile.name }));
  await adapter.linkAccount!(account(profile, user.id));
  return user.id;
}

/** Connect-social mode for OAuth 1.0a: attach to the signed-in user, refused if another user has it. */
export async function connectOAuth1Account(userId: string, profile: SocialProfile): Promise<void> {
  const adapter = authAdapter(await db());
  const known = await adapter.getUserByAccount!({ provider: profile.network, providerAccountId: profile.uid });
  if (known && known.id !== userId) throw new AppError("conflict", ALREADY_CONNECTED);
  if (!known) await adapter.linkAccount!(account(profile, userId));
}
