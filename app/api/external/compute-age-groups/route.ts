// POST /api/external/compute-age-groups/ - age percentages of an analysis, with base and coverage
import { route } from "@/lib/server/http/route";
import { testDelay } from "@/lib/server/analysis/test-delay";
import { json } from "@/lib/server/http/respond";
import { sectionRequestSchema } from "@/lib/schemas/analysis-api";
import { analysisScope } from "@/lib/server/analysis/scope";
import { computeAgeGroups } from "@/lib/server/analysis/compute-age-groups";

export const POST = route({ auth: "user", body: sectionRequestSchema }, async ({ req, identity, body }) => {
  await testDelay(req);
  return json(await computeAgeGroups(await analysisScope(identity, body), body));
});
