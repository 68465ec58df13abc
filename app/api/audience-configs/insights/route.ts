// GET /api/audience-configs/insights/?team= - corpus insights (size, demographics) of a team's audience configs
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { teamQuerySchema } from "@/lib/schemas/targeting";
import { teamConfigInsights } from "@/lib/server/audiences/team-config-insights";

export const GET = route({ auth: "user", query: teamQuerySchema }, async ({ identity, query }) => json(await teamConfigInsights(identity, query.team)));
