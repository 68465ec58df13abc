// POST /api/external/audience-builder/interested-in/ - size and demographics of the holders of some X interests
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { interestedInSchema } from "@/lib/schemas/builder";
import { builderInsights } from "@/lib/server/targeting/builder/builder-insights";

export const POST = route({ auth: "user", body: interestedInSchema }, async ({ identity, body }) => json(await builderInsights(identity, { interested_in: body.interests })));
