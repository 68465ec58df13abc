// PUT /api/teams/{slug}/sentiment-labels/{postId}/ - a member corrects a post's sentiment; the team's model retrains as a job
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { AppError } from "@/lib/server/http/app-error";
import { requireTeamMember } from "@/lib/server/teams/team-access";
import { sentimentLabelBodySchema } from "@/lib/schemas/sentiment";
import { saveSentimentLabel } from "@/lib/server/sentiment/team-labels";

export const PUT = route({ auth: "user", body: sentimentLabelBodySchema }, async ({ identity, params, body }) => {
  const { team, user } = await requireTeamMember(identity, params.slug);
  const postId = String(params.postId ?? "");
  if (!/^[0-9A-Za-z_-]{1,40}$/.test(postId)) throw new AppError("bad_request", "A post id is letters, digits, _ and -.");
  return json(await saveSentimentLabel({ teamId: team.id, userId: user.userId }, postId, body.label));
});
