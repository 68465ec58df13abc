// GET /api/teams/{slug}/members/ - the team's members and their levels
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { requireTeamMember } from "@/lib/server/teams/team-access";
import { listMembers } from "@/lib/server/teams/members";

export const GET = route({ auth: "user" }, async ({ identity, params }) => {
  const { team } = await requireTeamMember(identity, params.slug);
  return json(await listMembers(team.id));
});
