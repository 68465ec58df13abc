import "server-only";
import type { Database } from "@/lib/server/db/client";
import { xCreatorActions, type XCreatorActions } from "@/lib/server/x/creator-actions";
import type { CreatorAccount } from "./creator-accounts";
import { userAccessToken } from "./x-sign-in/user-token";

/** The write adapter for this account: its own X user token (refreshed when due) picks X itself when X sign-in is configured. */
export async function creatorXActions(db: Database, account: CreatorAccount): Promise<XCreatorActions> {
  return xCreatorActions(db, await userAccessToken(db, account));
}
