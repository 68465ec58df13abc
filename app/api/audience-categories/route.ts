// GET /api/audience-categories/?team= - categories of the team's saved audiences, with counts
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { teamOnlyQuerySchema } from "@/lib/schemas/audience-sharing";
import { audienceCategories } from "@/lib/server/audiences/audience-categories";

export const GET = route({ auth: "user", query: teamOnlyQuerySchema }, async ({ identity, query }) => json(await audienceCategories(identity, query.team)));
