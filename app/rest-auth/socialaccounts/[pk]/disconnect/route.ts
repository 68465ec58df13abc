// POST /rest-auth/socialaccounts/{pk}/disconnect/ - remove one of the caller's social logins (empty body)
import { route } from "@/lib/server/http/route";
import { noContent } from "@/lib/server/http/respond";
import { idParam } from "@/lib/server/http/id-param";
import { requireUser } from "@/lib/server/auth/require-user";
import { disconnectSocialAccount } from "@/lib/server/auth/oauth/social-accounts";

export const POST = route({ auth: "user" }, async ({ identity, params }) => {
  await disconnectSocialAccount(requireUser(identity).userId, idParam(params.pk));
  return noContent();
});
