// POST /api/teams/{team_id}/invites/accept/ - the signed-in holder of the code {code} joins the team
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { acceptInviteSchema } from "@/lib/schemas/team";
import { requireUser } from "@/lib/server/auth/require-user";
import { acceptInvite, findInviteTeam } from "@/lib/server/teams/invites";

export const POST = route({ auth: "user", body: acceptInviteSchema }, async ({ identity, params, body }) => {
  const { userId } = requireUser(identity);
  return json(await acceptInvite(await findInviteTeam(params.slug), body.code, userId));
});
