// POST /api/ad-accounts/standalone/ - {account_id, name}: add a standalone ad account (access true)
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { createAdAccountSchema } from "@/lib/schemas/account";
import { requireUser } from "@/lib/server/auth/require-user";
import { createAdAccount } from "@/lib/server/accounts/ad-accounts";

export const POST = route({ auth: "user", body: createAdAccountSchema }, async ({ identity, body }) =>
  json(await createAdAccount(requireUser(identity).userId, { ...body, standalone: true }), { status: 201 }),
);
