// POST /api/external/campaign-options/ - a description's parameters with the team's saved packages that fit it, each with its estimate
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { campaignOptionsSchema } from "@/lib/schemas/campaign-generation";
import { campaignOptions } from "@/lib/server/campaigns/generation/campaign-options";

export const POST = route({ auth: "user", body: campaignOptionsSchema }, async ({ identity, body }) => json(await campaignOptions(identity, body)));
