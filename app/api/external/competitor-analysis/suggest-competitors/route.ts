// POST /api/external/competitor-analysis/suggest-competitors/ - accounts a handle's audience also follows, by the share of it they reach
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { bareHandle } from "@/lib/domain/handles";
import { suggestCompetitorsBodySchema } from "@/lib/schemas/competitors";
import { analysisScope } from "@/lib/server/analysis/scope";
import { suggestCompetitors } from "@/lib/server/research/suggest-competitors";

export const POST = route({ auth: "user", body: suggestCompetitorsBodySchema }, async ({ identity, body }) => {
  await analysisScope(identity, body);
  return json(await suggestCompetitors(bareHandle(body.handle)));
});
