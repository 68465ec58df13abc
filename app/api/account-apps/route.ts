// GET /api/account-apps/ - each sign-in network and whether the caller has connected it
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { SOCIAL_NETWORKS } from "@/lib/schemas/auth";
import { requireUser } from "@/lib/server/auth/require-user";
import { listSocialAccounts } from "@/lib/server/auth/oauth/social-accounts";

export const GET = route({ auth: "user" }, async ({ identity }) => {
  const connected = await listSocialAccounts(requireUser(identity).userId);
  return json(SOCIAL_NETWORKS.map((provider) => ({ provider, connected: connected.some((a) => a.provider === provider) })));
});
