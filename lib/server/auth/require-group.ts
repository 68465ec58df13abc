import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { userGroups } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import type { Identity, UserIdentity } from "./identity";
import { requireUser } from "./require-user";

/** Staff who may write the shared corpus that every team's analyses read. */
export const CORPUS_ADMIN_GROUP = "Corpus_admin";

/** Staff who run the Targeting Toolkit: its visitors' requests and its marketing materials. */
export const TOOLKIT_ADMIN_GROUP = "Toolkit_admin";

/** Whether the user is a member of the group. */
export async function inGroup(userId: string, group: string): Promise<boolean> {
  const rows = await (await db())
    .select({ name: userGroups.name })
    .from(userGroups)
    .where(and(eq(userGroups.userId, userId), eq(userGroups.name, group)))
    .limit(1);
  return rows.length > 0;
}

/** Narrows the caller to a signed-in member of the group (401 anonymous, 403 otherwise). */
export async function requireGroup(identity: Identity, group: string, message: string): Promise<UserIdentity> {
  const user = requireUser(identity);
  if (!(await inGroup(user.userId, group))) throw new AppError("forbidden", message);
  return user;
}

/** Narrows the caller to one of the toolkit's admins (401 anonymous, 403 otherwise). */
export const requireToolkitAdmin = (identity: Identity) => requireGroup(identity, TOOLKIT_ADMIN_GROUP, "You do not have permission to perform this action.");
