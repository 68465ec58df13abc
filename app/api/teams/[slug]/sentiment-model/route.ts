// GET /api/teams/{slug}/sentiment-model/ - the team's label count, its model's cross-validated accuracy and the retraining job (members)
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { requireTeamMember } from "@/lib/server/teams/team-access";
import { teamSentimentStatus } from "@/lib/server/sentiment/team-labels";

export const GET = route({ auth: "user" }, async ({ identity, params }) => {
  const { team } = await requireTeamMember(identity, params.slug);
  return json(await teamSentimentStatus(team.id));
});
