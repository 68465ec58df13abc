// DELETE /api/user/tokens/{id}/ - revoke one of the user's API tokens
import { route } from "@/lib/server/http/route";
import { noContent } from "@/lib/server/http/respond";
import { AppError } from "@/lib/server/http/app-error";
import { revokeApiToken } from "@/lib/server/auth/api-tokens";
import { requireUser } from "@/lib/server/auth/require-user";
import { idParam } from "@/lib/server/http/id-param";

export const DELETE = route({ auth: "user" }, async ({ identity, params }) => {
  if (!(await revokeApiToken(requireUser(identity).userId, idParam(params.id)))) throw new AppError("not_found", "Not found.");
  return noContent();
});
