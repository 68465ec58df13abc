// GET /api/audience-configs/?team= - a team's audience configs; POST - save one in a team
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { audienceConfigCreateSchema, teamQuerySchema } from "@/lib/schemas/targeting";
import { listAudienceConfigs } from "@/lib/server/audiences/list-audience-configs";
import { createAudienceConfig } from "@/lib/server/audiences/create-audience-config";

export const GET = route({ auth: "user", query: teamQuerySchema }, async ({ identity, query }) => json(await listAudienceConfigs(identity, query.team, query.query_type)));

export const POST = route({ auth: "user", body: audienceConfigCreateSchema }, async ({ identity, body }) => json(await createAudienceConfig(identity, body), { status: 201 }));
