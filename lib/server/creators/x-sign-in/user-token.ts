import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { creatorAccounts } from "@/lib/server/db/schema";
import { needsRefresh } from "@/lib/domain/creators/x-sign-in";
import { reconnectError } from "../x-errors";
import type { CreatorAccount } from "../creator-accounts";
import { xOAuthProvider } from "./provider";
import { openToken, tokenColumns } from "./stored-tokens";
import { XOAuthError } from "./x-oauth-provider";

/**
 * The account's X user access token, refreshed first when it expires within the margin (the row is
 * locked meanwhile, so two requests never spend one refresh token twice). Null for an account
 * connected without X sign-in. A refused refresh marks the account expired and asks to reconnect.
 */
export async function userAccessToken(db: Database, account: CreatorAccount, now = Date.now()): Promise<string | null> {
  if (!account.accessToken) return null;
  if (account.tokenStatus === "expired") throw reconnectError(account.handle);
  if (!needsRefresh(account.tokenExpiresAt, now)) return openToken(account.accessToken);
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(creatorAccounts).where(eq(creatorAccounts.id, account.id)).for("update");
    if (!row?.accessToken) return null;
    if (!needsRefresh(row.tokenExpiresAt, now)) return openToken(row.accessToken);
    const refreshToken = openToken(row.refreshToken);
    if (!refreshToken) return "expired" as const;
    try {
      const tokens = await xOAuthProvider(tx as unknown as Database).refresh(refreshToken);
      await tx.update(creatorAccounts).set(tokenColumns(tokens, now)).where(eq(creatorAccounts.id, row.id));
      return tokens.accessToken;
    } catch (e) {
      if (e instanceof XOAuthError && e.kind !== "server") return "expired" as const;
      throw e;
    }
  });
  if (outcome === "expired") {
    await db.update(creatorAccounts).set({ tokenStatus: "expired" }).where(eq(creatorAccounts.id, account.id));
    throw reconnectError(account.handle);
  }
  return outcome;
}
