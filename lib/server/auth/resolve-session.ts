import "server-only";
import { AppError } from "@/lib/server/http/app-error";
import type { Identity } from "./identity";
import { CSRF_HEADER, SESSION_COOKIE } from "./cookies";
import { findSession } from "./sessions";
import { hashSecret, sameHash } from "./secrets";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
export const CSRF_FAILED = "CSRF Failed: CSRF token missing or incorrect.";

function readCookie(req: Request, name: string): string | null {
  const header = req.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

/** A signed-in browser: the session cookie, plus the CSRF header on every write. */
export async function resolveSession(req: Request): Promise<Identity | null> {
  const token = readCookie(req, SESSION_COOKIE);
  if (!token) return null;
  const session = await findSession(token);
  if (!session) return null;
  if (!SAFE_METHODS.has(req.method.toUpperCase())) {
    const header = req.headers.get(CSRF_HEADER);
    if (!header || !sameHash(hashSecret(header), session.csrfHash)) throw new AppError("forbidden", CSRF_FAILED);
  }
  return { kind: "user", userId: session.userId, email: session.email, via: "session", credentialId: session.id };
}
