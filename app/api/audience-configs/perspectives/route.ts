// GET /api/audience-configs/perspectives/?team= - a team's audience configs counted by category and query type
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { teamQuerySchema } from "@/lib/schemas/targeting";
import { audienceConfigPerspectives } from "@/lib/server/audiences/audience-config-perspectives";

export const GET = route({ auth: "user", query: teamQuerySchema }, async ({ identity, query }) => json(await audienceConfigPerspectives(identity, query.team)));
