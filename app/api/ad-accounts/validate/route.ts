// POST /api/ad-accounts/validate/ - {ad_account_id} -> {access}; cached on the account once checked
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { validateAdAccountSchema } from "@/lib/schemas/account";
import { requireUser } from "@/lib/server/auth/require-user";
import { validateAdAccount } from "@/lib/server/accounts/validate-ad-account";

export const POST = route({ auth: "user", body: validateAdAccountSchema }, async ({ identity, body }) =>
  json(await validateAdAccount(requireUser(identity).userId, body.ad_account_id)),
);
