import "server-only";
import { db } from "@/lib/server/db";
import { getMe } from "@/lib/server/users/get-me";
import { accountView, activeAccountId, listCreatorAccounts } from "./creator-accounts";

/** What the suite reads about the signed-in creator: their name and language, connected accounts and the active one. */
export async function creatorMe(userId: string) {
  const me = await getMe(userId);
  const rows = await listCreatorAccounts(await db(), userId);
  return { email: me.email, first_name: me.first_name, last_name: me.last_name, language: me.language, accounts: rows.map(accountView), active_account_id: activeAccountId(rows) };
}
