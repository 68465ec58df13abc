// POST /api/external/audience-builder/followers-of/ - size and demographics of the followers of some handles
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { followersOfSchema } from "@/lib/schemas/builder";
import { builderInsights } from "@/lib/server/targeting/builder/builder-insights";

export const POST = route({ auth: "user", body: followersOfSchema }, async ({ identity, body }) => json(await builderInsights(identity, { followers_of: body.handles })));
