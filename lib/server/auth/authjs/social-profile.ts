import type { SocialNetwork } from "@/lib/schemas/auth";

export interface SocialProfile {
  network: SocialNetwork;
  uid: string;
  email: string | null;
  name: string;
  username: string | null;
}

/** The profile fields we use, whichever network's shape the userinfo answer has. */
export function socialProfileFrom(network: SocialNetwork, body: Record<string, unknown>): SocialProfile | null {
  const data = (typeof body.data === "object" && body.data ? body.data : {}) as Record<string, unknown>;
  const pick = (...values: unknown[]) => values.find((v) => typeof v === "string" && v) as string | undefined;
  const uid = network === "twitter" ? pick(data.id, body.sub) : pick(body.sub, body.id);
  if (!uid) return null;
  const email = pick(body.email)?.toLowerCase() ?? null;
  const username = pick(data.username, body.preferred_username) ?? null;
  const name = pick(data.name, body.name, [body.given_name, body.family_name].filter(Boolean).join(" ")) ?? username ?? "";
  return { network, uid, email, name, username };
}
