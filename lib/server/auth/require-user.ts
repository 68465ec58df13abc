import "server-only";
import { AppError } from "@/lib/server/http/app-error";
import type { Identity, UserIdentity } from "./identity";

/** Narrows the caller to a signed-in user (401 otherwise). */
export function requireUser(identity: Identity): UserIdentity {
  if (identity.kind !== "user") throw new AppError("unauthenticated", "Authentication credentials were not provided.");
  return identity;
}
