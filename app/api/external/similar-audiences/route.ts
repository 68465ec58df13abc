// POST /api/external/similar-audiences/ - audiences like this one, as audience configs
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { sectionRequestSchema } from "@/lib/schemas/analysis-api";
import { analysisScope } from "@/lib/server/analysis/scope";
import { similarAudiences } from "@/lib/server/analysis/similar-audiences";

export const POST = route({ auth: "user", body: sectionRequestSchema }, async ({ identity, body }) => {
  return json(await similarAudiences(await analysisScope(identity, body), body));
});
