import "server-only";
import type { Identity } from "./identity";
import { SESSION_COOKIE, readCookie } from "./cookies";
import { endSession } from "./authjs/sessions";
import { revokeApiToken } from "./api-tokens";

/** Ends whatever proved the caller: the cookie session (through Auth.js), or the token it sent. */
export async function signOut(req: Request, identity: Identity): Promise<void> {
  if (identity.kind !== "user") return;
  if (identity.via === "token") {
    await revokeApiToken(identity.userId, Number(identity.credentialId));
    return;
  }
  const token = readCookie(req, SESSION_COOKIE);
  if (token) await endSession(token);
}
