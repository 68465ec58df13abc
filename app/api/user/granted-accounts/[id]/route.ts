// DELETE /api/user/granted-accounts/{pk}/ - a team admin withdraws a grant
import { route } from "@/lib/server/http/route";
import { noContent } from "@/lib/server/http/respond";
import { idParam } from "@/lib/server/http/id-param";
import { requireUser } from "@/lib/server/auth/require-user";
import { deleteGrant } from "@/lib/server/accounts/granted-accounts";

export const DELETE = route({ auth: "user" }, async ({ identity, params }) => {
  await deleteGrant(requireUser(identity).userId, idParam(params.id));
  return noContent();
});
