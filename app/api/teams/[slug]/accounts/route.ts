// GET /api/teams/{slug}/accounts/ - ad accounts granted to the team's members
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { requireTeamMember } from "@/lib/server/teams/team-access";
import { listTeamAccounts } from "@/lib/server/accounts/granted-accounts";

export const GET = route({ auth: "user" }, async ({ identity, params }) => {
  const { team } = await requireTeamMember(identity, params.slug);
  return json(await listTeamAccounts(team.id));
});
