// POST, DELETE /api/teams/{slug}/logo/ - admins upload the team logo (raw image body) or remove it
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { requireTeamMember } from "@/lib/server/teams/team-access";
import { teamDetail } from "@/lib/server/teams/team-detail";
import { updateTeam } from "@/lib/server/teams/update-team";
import { logoDataUrl } from "@/lib/server/teams/logo-data-url";

export const POST = route({ auth: "user" }, async ({ identity, params, req }) => {
  const { team } = await requireTeamMember(identity, params.slug, "admin");
  const logo = await logoDataUrl(req);
  return json(await teamDetail(await updateTeam(team.id, { logo }), "admin"));
});

export const DELETE = route({ auth: "user" }, async ({ identity, params }) => {
  const { team } = await requireTeamMember(identity, params.slug, "admin");
  return json(await teamDetail(await updateTeam(team.id, { logo: null }), "admin"));
});
