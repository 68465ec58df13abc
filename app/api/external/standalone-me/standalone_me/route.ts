// GET /api/external/standalone-me/standalone_me/ - the toolkit's personal session: who the token belongs to
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { requireUser } from "@/lib/server/auth/require-user";
import { getMe } from "@/lib/server/users/get-me";

export const GET = route({ auth: "user" }, async ({ identity }) => {
  const me = await getMe(requireUser(identity).userId);
  const name = `${me.first_name} ${me.last_name}`.trim() || me.email || "";
  return json({ email: me.email, name, signedInAs: me.email, language: me.language, groups: me.groups });
});
