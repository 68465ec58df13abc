// POST /api/external/audience-builder/posted-about/ - size and demographics of the authors of posts using some keywords
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { postedAboutSchema } from "@/lib/schemas/builder";
import { builderInsights } from "@/lib/server/targeting/builder/builder-insights";

export const POST = route({ auth: "user", body: postedAboutSchema }, async ({ identity, body }) => json(await builderInsights(identity, { posted_about: body.keywords })));
