import "server-only";
import type { Identity } from "./identity";
import { deleteSession } from "./sessions";
import { revokeApiToken } from "./api-tokens";

/** Ends whatever proved the caller: the cookie session, or the token it sent. */
export async function signOut(identity: Identity): Promise<void> {
  if (identity.kind !== "user") return;
  if (identity.via === "session") await deleteSession(identity.credentialId);
  else await revokeApiToken(identity.userId, Number(identity.credentialId));
}
