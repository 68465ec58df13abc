// GET /api/external/recent-audiences/?team= - the team's audiences I used last, then its newest
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { teamOnlyQuerySchema } from "@/lib/schemas/audience-sharing";
import { recentAudiences } from "@/lib/server/audiences/recent-audiences";

export const GET = route({ auth: "user", query: teamOnlyQuerySchema }, async ({ identity, query }) => json(await recentAudiences(identity, query.team)));
