// GET /api/user/accounts/ - the caller's ad accounts (own and granted), with cached access
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { requireUser } from "@/lib/server/auth/require-user";
import { listUserAdAccounts } from "@/lib/server/accounts/ad-accounts";

export const GET = route({ auth: "user" }, async ({ identity }) => json(await listUserAdAccounts(requireUser(identity).userId)));
