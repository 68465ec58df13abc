// POST /api/external/analyze-handles/ - profiles of handles with their followers in the corpus
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { handlesBodySchema } from "@/lib/schemas/analysis-api";
import { analysisScope } from "@/lib/server/analysis/scope";
import { analyzeHandles } from "@/lib/server/analysis/extra-endpoints";

export const POST = route({ auth: "user", body: handlesBodySchema }, async ({ identity, body }) => {
  await analysisScope(identity, body);
  return json(await analyzeHandles(body.handles));
});
