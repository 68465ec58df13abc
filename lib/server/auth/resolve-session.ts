import "server-only";
import { AppError } from "@/lib/server/http/app-error";
import type { Identity } from "./identity";
import { CSRF_HEADER, SESSION_COOKIE, csrfFor, readCookie } from "./cookies";
import { readSession } from "./authjs/sessions";
import { hashSecret, sameHash } from "./secrets";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
export const CSRF_FAILED = "CSRF Failed: CSRF token missing or incorrect.";

/** A signed-in browser: Auth.js's session cookie, plus the CSRF header on every write. */
export async function resolveSession(req: Request): Promise<Identity | null> {
  const token = readCookie(req, SESSION_COOKIE);
  if (!token) return null;
  const session = await readSession(token);
  if (!session) return null;
  if (!SAFE_METHODS.has(req.method.toUpperCase())) {
    const header = req.headers.get(CSRF_HEADER);
    if (!header || !sameHash(header, csrfFor(token))) throw new AppError("forbidden", CSRF_FAILED);
  }
  return { kind: "user", userId: session.userId, email: session.email, via: "session", credentialId: hashSecret(token) };
}
