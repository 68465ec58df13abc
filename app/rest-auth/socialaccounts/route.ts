// GET /rest-auth/socialaccounts/ - the caller's connected social logins
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { requireUser } from "@/lib/server/auth/require-user";
import { listSocialAccounts } from "@/lib/server/auth/oauth/social-accounts";

export const GET = route({ auth: "user" }, async ({ identity }) => json(await listSocialAccounts(requireUser(identity).userId)));
