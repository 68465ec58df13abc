import "server-only";
import { config } from "@/lib/server/config";
import type { Database } from "@/lib/server/db/client";
import type { XDataSource } from "@/lib/server/x/data-source";
import { userContextDataSource, xDataSource } from "@/lib/server/x/x-data-source";
import type { CreatorAccount } from "./creator-accounts";
import { userAccessToken } from "./x-sign-in/user-token";

/**
 * Where a sync reads this account's followers, following, posts and engagers: with X's sign-in
 * configured and the account's own token (refreshed when due), X API v2 in the creator's user
 * context; else the app-wide source (the corpus, or X with the app's bearer token).
 */
export async function creatorXDataSource(db: Database, account: CreatorAccount): Promise<XDataSource> {
  const token = config().X_OAUTH_CLIENT_ID ? await userAccessToken(db, account) : null;
  return token ? userContextDataSource(db, account.xUserId, token) : xDataSource(db);
}
