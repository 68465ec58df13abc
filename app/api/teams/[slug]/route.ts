// GET, PUT, PATCH, DELETE /api/teams/{slug}/ - a team for its members; admins change or delete it
import { route } from "@/lib/server/http/route";
import { json, noContent } from "@/lib/server/http/respond";
import { updateTeamSchema } from "@/lib/schemas/team";
import { requireTeamMember } from "@/lib/server/teams/team-access";
import { teamDetail } from "@/lib/server/teams/team-detail";
import { deleteTeam, updateTeam } from "@/lib/server/teams/update-team";

export const GET = route({ auth: "user" }, async ({ identity, params }) => {
  const { team, membership } = await requireTeamMember(identity, params.slug);
  return json(await teamDetail(team, membership.level));
});

export const PUT = route({ auth: "user", body: updateTeamSchema }, async ({ identity, params, body }) => {
  const { team } = await requireTeamMember(identity, params.slug, "admin");
  return json(await teamDetail(await updateTeam(team.id, body), "admin"));
});
export const PATCH = PUT;

export const DELETE = route({ auth: "user" }, async ({ identity, params }) => {
  const { team } = await requireTeamMember(identity, params.slug, "admin");
  await deleteTeam(team.id);
  return noContent();
});
