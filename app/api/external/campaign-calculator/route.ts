// POST /api/external/campaign-calculator/ - budget -> reach, impressions and cost (or reach -> budget) for a saved package at the stated rates
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { campaignCalculatorSchema } from "@/lib/schemas/campaign-generation";
import { calculateCampaign } from "@/lib/server/campaigns/generation/calculate-campaign";

export const POST = route({ auth: "user", body: campaignCalculatorSchema }, async ({ identity, body }) => json(await calculateCampaign(identity, body)));
