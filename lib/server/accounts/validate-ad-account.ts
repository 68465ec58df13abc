import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { adAccounts } from "@/lib/server/db/schema";
import { listUserAdAccounts } from "./ad-accounts";

/**
 * Whether the user can use an ad account: true / false, cached on the account once checked.
 * Without a live ads connection the local check is whether the account is the user's own or
 * granted to them; the live X Ads check replaces it with the ads adapter.
 */
export async function validateAdAccount(userId: string, accountId: string): Promise<{ access: boolean; cached: boolean }> {
  const mine = (await listUserAdAccounts(userId)).find((a) => a.account_id === accountId);
  if (!mine) return { access: false, cached: false };
  if (mine.access !== null) return { access: mine.access, cached: true };
  await (await db()).update(adAccounts).set({ access: true, accessCheckedAt: new Date() }).where(eq(adAccounts.id, mine.id));
  return { access: true, cached: false };
}
