// GET /api/audiences/?team=&query_type= - saved audiences of a team, all or of one query type
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { teamQuerySchema } from "@/lib/schemas/targeting";
import { listAudienceConfigs } from "@/lib/server/audiences/list-audience-configs";

export const GET = route({ auth: "user", query: teamQuerySchema }, async ({ identity, query }) => json(await listAudienceConfigs(identity, query.team, query.query_type)));
