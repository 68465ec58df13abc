// POST /api/external/compute-age-groups/ - age percentages of an analysis, with base and coverage
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { sectionRequestSchema } from "@/lib/schemas/analysis-api";
import { analysisScope } from "@/lib/server/analysis/scope";
import { computeAgeGroups } from "@/lib/server/analysis/compute-age-groups";

export const POST = route({ auth: "user", body: sectionRequestSchema }, async ({ identity, body }) => {
  return json(await computeAgeGroups(await analysisScope(identity, body), body));
});
