import "server-only";
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { config } from "@/lib/server/config";
import { db } from "@/lib/server/db";
import { xAdsCredentials } from "@/lib/server/db/schema";

/* A user's X OAuth 1.0a tokens, kept encrypted (AES-256-GCM, key derived from AUTH_SECRET). */

const key = () => createHash("sha256").update(`x-ads-credentials:${config().AUTH_SECRET}`).digest();

function seal(value: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const body = Buffer.concat([cipher.update(value, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString("base64url")).join(".");
}

function open(sealed: string): string | null {
  try {
    const [iv, tag, body] = sealed.split(".").map((p) => Buffer.from(p, "base64url"));
    const decipher = createDecipheriv("aes-256-gcm", key(), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

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
