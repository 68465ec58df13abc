import "server-only";
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { config } from "@/lib/server/config";

/*
 * Secrets kept at rest (X tokens): AES-256-GCM with a key derived from AUTH_SECRET and the purpose,
 * so a value sealed for one purpose does not open as another.
 */

const key = (purpose: string) => createHash("sha256").update(`${purpose}:${config().AUTH_SECRET}`).digest();

export function seal(purpose: string, value: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(purpose), iv);
  const body = Buffer.concat([cipher.update(value, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString("base64url")).join(".");
}

/** The sealed value, or null when it does not open (tampered, another purpose, or the secret changed since). */
export function unseal(purpose: string, sealed: string): string | null {
  try {
    const [iv, tag, body] = sealed.split(".").map((p) => Buffer.from(p, "base64url"));
    const decipher = createDecipheriv("aes-256-gcm", key(purpose), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
