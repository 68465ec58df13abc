// POST /api/external/deepthought/switch-account/ {account_id} - the connected account every suite page shows
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { db } from "@/lib/server/db";
import { requireUser } from "@/lib/server/auth/require-user";
import { switchAccountSchema } from "@/lib/schemas/x-sign-in";
import { switchActiveAccount } from "@/lib/server/creators/creator-accounts";

export const POST = route({ auth: "user", body: switchAccountSchema }, async ({ identity, body }) => {
  const { userId } = requireUser(identity);
  return json({ active_account_id: await switchActiveAccount(await db(), userId, body.account_id) });
});
