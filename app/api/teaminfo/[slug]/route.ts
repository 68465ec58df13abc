// GET /api/teaminfo/{slug}/ - public branding (name, logo) of a team, for its sub-domain
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { AppError } from "@/lib/server/http/app-error";
import { teamSlugSchema } from "@/lib/schemas/team";
import { getPublicTeamInfo } from "@/lib/server/teams/get-public-team-info";

export const GET = route({ auth: "public" }, async ({ params }) => {
  const slug = teamSlugSchema.safeParse(params.slug);
  const team = slug.success ? await getPublicTeamInfo(slug.data) : null;
  if (!team) throw new AppError("not_found", "Not found.");
  return json(team);
});
