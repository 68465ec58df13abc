// POST /api/external/campaign-create/ - the stepper's campaign (saved package, objective, budget, ad) made through the ads adapter
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { campaignGenerationCreateSchema } from "@/lib/schemas/campaign-generation";
import { createGeneratedCampaign } from "@/lib/server/campaigns/generation/create-generated-campaign";

export const POST = route({ auth: "user", body: campaignGenerationCreateSchema }, async ({ identity, body }) => json(await createGeneratedCampaign(identity, body), { status: 201 }));
