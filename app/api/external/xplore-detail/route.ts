// POST /api/external/xplore-detail/ - one named section of a saved or inline analysis
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { testDelay } from "@/lib/server/analysis/test-delay";
import { json } from "@/lib/server/http/respond";
import { SECTIONS } from "@/lib/schemas/analysis";
import { sectionRequestSchema } from "@/lib/schemas/analysis-api";
import { analysisScope } from "@/lib/server/analysis/scope";
import { loadSections } from "@/lib/server/analysis/load-report";

const body = z.intersection(sectionRequestSchema, z.object({ section: z.enum(SECTIONS, { message: "Unknown section." }) }));

export const POST = route({ auth: "user", body }, async ({ req, identity, body }) => {
  await testDelay(req);
  return json(await loadSections(await analysisScope(identity, body), body, [body.section]));
});
