import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { adAccounts, grantedAccounts, memberships } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import type { AdAccount } from "@/lib/schemas/account";

const columns = { id: adAccounts.id, account_id: adAccounts.accountId, network: adAccounts.network, name: adAccounts.name, access: adAccounts.access };

/** The user's own ad accounts and those granted to them in any team. */
export async function listUserAdAccounts(userId: string): Promise<AdAccount[]> {
  const database = await db();
  const [own, granted] = await Promise.all([
    database.select(columns).from(adAccounts).where(eq(adAccounts.userId, userId)).orderBy(asc(adAccounts.id)),
    database
      .select(columns)
      .from(grantedAccounts)
      .innerJoin(memberships, eq(memberships.id, grantedAccounts.membershipId))
      .innerJoin(adAccounts, eq(adAccounts.id, grantedAccounts.adAccountId))
      .where(eq(memberships.userId, userId)),
  ]);
  const seen = new Set(own.map((a) => a.id));
  return [...own, ...granted.filter((a) => !seen.has(a.id) && seen.add(a.id))];
}

/**
 * Adds (or renames) one of the user's ad accounts. A standalone account is one the user
 * proved by entering it in the standalone flow, so its access is known to be true.
 */
export async function createAdAccount(userId: string, input: { account_id: string; name: string; network: string; standalone: boolean }): Promise<AdAccount> {
  const values = {
    userId,
    accountId: input.account_id,
    network: input.network,
    name: input.name || input.account_id,
    standalone: input.standalone,
    ...(input.standalone ? { access: true, accessCheckedAt: new Date() } : {}),
  };
  const [row] = await (await db())
    .insert(adAccounts)
    .values(values)
    .onConflictDoUpdate({ target: [adAccounts.userId, adAccounts.network, adAccounts.accountId], set: { name: values.name, ...(input.standalone ? { access: true, accessCheckedAt: new Date(), standalone: true } : {}) } })
    .returning(columns);
  return row;
}

/** One of the user's own ad accounts by its network id, or 404. */
export async function ownAdAccount(userId: string, accountId: string, network = "twitter") {
  const [row] = await (await db())
    .select()
    .from(adAccounts)
    .where(and(eq(adAccounts.userId, userId), eq(adAccounts.accountId, accountId), eq(adAccounts.network, network)));
  if (!row) throw new AppError("not_found", "Ad account not found.");
  return row;
}
