// GET /api/external/deepthought/me/ - the creator, their connected X accounts and the active one
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { db } from "@/lib/server/db";
import { requireUser } from "@/lib/server/auth/require-user";
import { getMe } from "@/lib/server/users/get-me";
import { accountView, activeAccountId, listCreatorAccounts } from "@/lib/server/creators/creator-accounts";

export const GET = route({ auth: "user" }, async ({ identity }) => {
  const { userId } = requireUser(identity);
  const me = await getMe(userId);
  const rows = await listCreatorAccounts(await db(), userId);
  return json({ email: me.email, first_name: me.first_name, last_name: me.last_name, language: me.language, accounts: rows.map(accountView), active_account_id: activeAccountId(rows) });
});
