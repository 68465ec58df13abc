// GET /api/external/exclusion-audiences/?team= - the team's saved audiences in the Exclusion Audience category
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { teamOnlyQuerySchema } from "@/lib/schemas/audience-sharing";
import { exclusionAudiences } from "@/lib/server/audiences/audience-categories";

export const GET = route({ auth: "user", query: teamOnlyQuerySchema }, async ({ identity, query }) => json(await exclusionAudiences(identity, query.team)));
