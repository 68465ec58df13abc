import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { xAdsCredentials } from "@/lib/server/db/schema";
import { seal as sealFor, unseal } from "@/lib/server/crypto/secret-box";

/* A user's X OAuth 1.0a tokens, kept encrypted (lib/server/crypto/secret-box). */

const PURPOSE = "x-ads-credentials";
const seal = (value: string) => sealFor(PURPOSE, value);
const open = (sealed: string) => unseal(PURPOSE, sealed);

/** Kept when the user signs in with (or connects) X, so X Ads calls can act for them. */
export async function saveXAdsCredentials(userId: string, token: string, tokenSecret: string): Promise<void> {
  const values = { token: seal(token), tokenSecret: seal(tokenSecret), updatedAt: new Date() };
  await (await db()).insert(xAdsCredentials).values({ userId, ...values }).onConflictDoUpdate({ target: xAdsCredentials.userId, set: values });
}

/** The user's tokens, or null when they never connected X (or the secret changed since). */
export async function xAdsCredentialsOf(userId: string): Promise<{ token: string; tokenSecret: string } | null> {
  const [row] = await (await db()).select().from(xAdsCredentials).where(eq(xAdsCredentials.userId, userId));
  const token = row && open(row.token);
  const tokenSecret = row && open(row.tokenSecret);
  return token && tokenSecret ? { token, tokenSecret } : null;
}
