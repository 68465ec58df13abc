// POST /api/external/extract-parameters/ - a campaign description read into objective, budget, dates and targeting
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { generationInputSchema } from "@/lib/schemas/campaign-generation";
import { extractParameters } from "@/lib/server/campaigns/generation/extract-parameters";

export const POST = route({ auth: "user", body: generationInputSchema }, async ({ identity, body }) => json(await extractParameters(identity, body)));
