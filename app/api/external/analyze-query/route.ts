// POST /api/external/analyze-query/ - run a handle, keyword, conversation or post analysis; returns audience_creator_query_id and the report
import { route } from "@/lib/server/http/route";
import { testDelay } from "@/lib/server/analysis/test-delay";
import { json } from "@/lib/server/http/respond";
import { analyzeQueryBodySchema } from "@/lib/schemas/analysis-api";
import { analysisScope } from "@/lib/server/analysis/scope";
import { analyzeQuery } from "@/lib/server/analysis/analyze-query";

export const POST = route({ auth: "user", body: analyzeQueryBodySchema }, async ({ req, identity, body }) => {
  await testDelay(req);
  return json(await analyzeQuery(await analysisScope(identity, body), body), { status: 201 });
});
