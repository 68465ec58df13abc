// POST /api/external/extract-data-handles-keywords/ - handles, hashtags and keywords found in a text
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { extractBodySchema } from "@/lib/schemas/analysis-api";
import { analysisScope } from "@/lib/server/analysis/scope";
import { extractHandlesAndKeywords } from "@/lib/server/analysis/extra-endpoints";

export const POST = route({ auth: "user", body: extractBodySchema }, async ({ identity, body }) => {
  await analysisScope(identity);
  return json(extractHandlesAndKeywords(body.text));
});
