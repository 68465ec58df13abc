import "server-only";
import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { config } from "@/lib/server/config";

/** An unguessable URL-safe secret. */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** A code of `length` decimal digits, uniformly drawn. */
export function randomDigits(length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += String(randomInt(10));
  return out;
}

/** Keyed hash of a secret: what we store instead of the secret itself. */
export function hashSecret(value: string): string {
  return createHmac("sha256", config().AUTH_SECRET).update(value).digest("hex");
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
