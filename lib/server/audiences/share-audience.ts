import "server-only";
import { eq } from "drizzle-orm";
import type { Identity } from "@/lib/server/auth/identity";
import { requireUser } from "@/lib/server/auth/require-user";
import { hashSecret, randomSecret } from "@/lib/server/auth/secrets";
import { config } from "@/lib/server/config";
import { db } from "@/lib/server/db";
import { audienceShares, users } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import { findAudienceConfig } from "./find-audience-config";

const expiry = () => new Date(Date.now() + config().AUDIENCE_SHARE_TTL_HOURS * 3600_000);

/** A share link for a saved audience: the secret token is shown once; only its hash is kept. */
export async function shareAudienceLink(identity: Identity, configId: number) {
  const user = requireUser(identity);
  const audience = await findAudienceConfig(identity, configId);
  const token = randomSecret();
  const [row] = await (await db()).insert(audienceShares).values({ audienceConfigId: audience.id, sharedBy: user.userId, tokenHash: hashSecret(token), expiresAt: expiry() }).returning();
  return { id: row.id, token, path: `/saved-lists?share=${encodeURIComponent(token)}`, expires: row.expiresAt.toISOString() };
}

/** Shares a saved audience with another user's account (by their sign-in e-mail). */
export async function shareAudienceViaAccount(identity: Identity, configId: number, email: string) {
  const user = requireUser(identity);
  const audience = await findAudienceConfig(identity, configId);
  const database = await db();
  const [recipient] = await database.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, email));
  if (!recipient) throw new AppError("bad_request", "No account uses this e-mail address.", { email: ["No account uses this e-mail address."] });
  if (recipient.id === user.userId) throw new AppError("bad_request", "You cannot share an audience with yourself.", { email: ["You cannot share an audience with yourself."] });
  const [row] = await database.insert(audienceShares).values({ audienceConfigId: audience.id, sharedBy: user.userId, recipientId: recipient.id, expiresAt: expiry() }).returning();
  return { id: row.id, audience_config_id: audience.id, email: recipient.email, expires: row.expiresAt.toISOString() };
}
