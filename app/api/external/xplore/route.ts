// POST /api/external/xplore/ - the full report (every section) of a saved or inline analysis
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { sectionRequestSchema } from "@/lib/schemas/analysis-api";
import { analysisScope } from "@/lib/server/analysis/scope";
import { loadReport } from "@/lib/server/analysis/load-report";

export const POST = route({ auth: "user", body: sectionRequestSchema }, async ({ identity, body }) => {
  return json(await loadReport(await analysisScope(identity, body), body));
});
