// POST, PATCH /api/external/deepthought/update-user/ {first_name?, last_name?, language?} - change the creator's name or language; answers me
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { requireUser } from "@/lib/server/auth/require-user";
import { setLocaleCookie } from "@/lib/server/auth/cookies";
import { updateMeSchema } from "@/lib/schemas/user";
import { updateMe } from "@/lib/server/users/update-me";
import { creatorMe } from "@/lib/server/creators/creator-me";

export const POST = route({ auth: "user", body: updateMeSchema }, async ({ identity, body }) => {
  const { userId } = requireUser(identity);
  await updateMe(userId, body);
  const me = await creatorMe(userId);
  const res = json(me);
  if (body.language) setLocaleCookie(res, me.language);
  return res;
});
export const PATCH = POST;
