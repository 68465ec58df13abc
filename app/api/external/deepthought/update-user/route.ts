// POST, PATCH /api/external/deepthought/update-user/ {first_name?, last_name?, language?} - change the creator's name or language; answers me
import { route } from "@/lib/server/http/route";
import { requireUser } from "@/lib/server/auth/require-user";
import { updateMeSchema } from "@/lib/schemas/user";
import { updateMeResponse } from "@/lib/server/users/update-me-response";
import { creatorMe } from "@/lib/server/creators/creator-me";

export const POST = route({ auth: "user", body: updateMeSchema }, async ({ identity, body }) => {
  const { userId } = requireUser(identity);
  return updateMeResponse(userId, body, () => creatorMe(userId));
});
export const PATCH = POST;
