// GET /api/teams/{slug}/sentiment-labels/?posts=1,2,3 - the team's sentiment corrections of these posts (members)
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { requireTeamMember } from "@/lib/server/teams/team-access";
import { sentimentLabelsQuerySchema } from "@/lib/schemas/sentiment";
import { sentimentLabelsOf } from "@/lib/server/sentiment/team-labels";

export const GET = route({ auth: "user", query: sentimentLabelsQuerySchema }, async ({ identity, params, query }) => {
  const { team } = await requireTeamMember(identity, params.slug);
  return json(await sentimentLabelsOf(team.id, query.posts));
});
