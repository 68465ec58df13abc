// GET, PUT /api/user/me/ - the signed-in user; PUT changes language (and name), and the UI's language cookie
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { updateMeSchema } from "@/lib/schemas/user";
import { getMe } from "@/lib/server/users/get-me";
import { updateMeResponse } from "@/lib/server/users/update-me-response";
import { requireUser } from "@/lib/server/auth/require-user";

export const GET = route({ auth: "user" }, async ({ identity }) => json(await getMe(requireUser(identity).userId)));

export const PUT = route({ auth: "user", body: updateMeSchema }, async ({ identity, body }) => {
  const { userId } = requireUser(identity);
  return updateMeResponse(userId, body, () => getMe(userId));
});
export const PATCH = PUT;
