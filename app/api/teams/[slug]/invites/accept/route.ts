// POST /api/teams/{team_id}/invites/accept/ - the invited user, signed in with the invited address, joins with the code {code}
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { acceptInviteSchema } from "@/lib/schemas/team";
import { requireUser } from "@/lib/server/auth/require-user";
import { acceptInvite, findInviteTeam } from "@/lib/server/teams/invites";

export const POST = route({ auth: "user", body: acceptInviteSchema }, async ({ identity, params, body }) => {
  return json(await acceptInvite(await findInviteTeam(params.slug), body.code, requireUser(identity)));
});
