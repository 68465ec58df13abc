import "server-only";
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import type { SectionName } from "@/lib/schemas/analysis";
import { sectionRequestSchema } from "@/lib/schemas/analysis-api";
import { analysisScope } from "./scope";
import { loadSections } from "./load-report";
import { testDelay } from "./test-delay";

/** A POST handler answering some sections of a saved (audience_creator_query_id) or inline analysis. */
export function sectionRoute(names: SectionName[]) {
  return route({ auth: "user", body: sectionRequestSchema }, async ({ req, identity, body }) => {
    await testDelay(req);
    const scope = await analysisScope(identity, body);
    return json(await loadSections(scope, body, names));
  });
}
