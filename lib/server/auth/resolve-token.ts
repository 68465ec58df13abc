import "server-only";
import { AppError } from "@/lib/server/http/app-error";
import type { Identity } from "./identity";
import { findTokenOwner } from "./api-tokens";

/** "Authorization: Token {key}" from the toolkit session, the extension or scripts. */
export async function resolveToken(req: Request): Promise<Identity | null> {
  const header = req.headers.get("authorization");
  if (!header?.startsWith("Token ")) return null;
  const owner = await findTokenOwner(header.slice(6).trim());
  // A token that was sent but is not valid must not fall back to a cookie session.
  if (!owner) throw new AppError("unauthenticated", "Invalid token.");
  return { kind: "user", userId: owner.userId, email: owner.email, via: "token", credentialId: String(owner.id) };
}
