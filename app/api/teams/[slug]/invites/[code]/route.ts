// GET, DELETE /api/teams/{team_id}/invites/{code}/ - the invite for the holder of its code; admins revoke by id
import { route } from "@/lib/server/http/route";
import { json, noContent } from "@/lib/server/http/respond";
import { idParam } from "@/lib/server/http/id-param";
import { requireUser } from "@/lib/server/auth/require-user";
import { requireTeamMember } from "@/lib/server/teams/team-access";
import { findInviteTeam, retrieveInvite, revokeInvite } from "@/lib/server/teams/invites";

export const GET = route({ auth: "user" }, async ({ identity, params }) => {
  requireUser(identity);
  return json(await retrieveInvite(await findInviteTeam(params.slug), String(params.code)));
});

export const DELETE = route({ auth: "user" }, async ({ identity, params }) => {
  const { team } = await requireTeamMember(identity, params.slug, "admin");
  await revokeInvite(team.id, idParam(params.code));
  return noContent();
});
