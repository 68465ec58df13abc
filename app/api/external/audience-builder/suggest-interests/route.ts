// POST /api/external/audience-builder/suggest-interests/ - X interests for a description, with sizes
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { suggestInterestsSchema } from "@/lib/schemas/builder";
import { suggestInterests } from "@/lib/server/targeting/builder/suggest-interests";

export const POST = route({ auth: "user", body: suggestInterestsSchema }, async ({ identity, body }) => json(await suggestInterests(identity, body.description)));
