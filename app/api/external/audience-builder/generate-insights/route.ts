// POST /api/external/audience-builder/generate-insights/ - insights of the union of builder criteria, with top keywords and hashtags
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { builderInsightsSchema } from "@/lib/schemas/builder";
import { builderInsights } from "@/lib/server/targeting/builder/builder-insights";

export const POST = route({ auth: "user", body: builderInsightsSchema }, async ({ identity, body }) => json(await builderInsights(identity, body, true)));
