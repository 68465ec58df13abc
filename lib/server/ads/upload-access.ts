import "server-only";
import { and, eq } from "drizzle-orm";
import { checkUploadAllowed } from "@/lib/domain/billing/upload-rule";
import { db } from "@/lib/server/db";
import { adAccounts, grantedAccounts, memberships } from "@/lib/server/db/schema";
import { hasActiveSubscription } from "@/lib/server/billing/subscription-rows";
import { AppError } from "@/lib/server/http/app-error";
import type { AdsAccount } from "./ads-adapter";
import { xAdsCredentialsOf } from "./x-ads-credentials";

export const NO_AD_ACCOUNT_ACCESS = "You do not have access to this ad account in this team.";

/** Uploading needs the team's current subscription to be active, or the user in Audience_creator (spec §6). */
export async function requireActiveSubscription(userId: string, teamId: string): Promise<void> {
  const allowed = checkUploadAllowed(await hasActiveSubscription({ kind: "team", teamId }, userId));
  // 402, not 403: the client treats every 403 as "signed out" and sends the user to login.
  if (!allowed.ok) throw new AppError("payment_required", allowed.message);
}

/**
 * An ad account the team may use: the caller's own, or one granted to the caller in this team
 * (in any of their teams when no team is named).
 * Calls to X run with the tokens of the user who owns the account.
 */
export async function teamAdAccount(userId: string, teamId: string | null, accountId: string): Promise<AdsAccount & { ownerId: string }> {
  const database = await db();
  const [own] = await database.select().from(adAccounts).where(and(eq(adAccounts.userId, userId), eq(adAccounts.accountId, accountId)));
  const [granted] = own
    ? []
    : await database
        .select({ ownerId: adAccounts.userId, access: adAccounts.access })
        .from(grantedAccounts)
        .innerJoin(memberships, eq(memberships.id, grantedAccounts.membershipId))
        .innerJoin(adAccounts, eq(adAccounts.id, grantedAccounts.adAccountId))
        .where(and(eq(memberships.userId, userId), teamId ? eq(memberships.teamId, teamId) : undefined, eq(adAccounts.accountId, accountId)));
  const found = own ? { ownerId: own.userId, access: own.access } : granted;
  if (!found || found.access === false) throw new AppError("unprocessable", NO_AD_ACCOUNT_ACCESS);
  return { accountId, ownerId: found.ownerId, credentials: await xAdsCredentialsOf(found.ownerId) };
}
