// GET /api/campaigns/?team= - the team's campaigns; POST - a campaign (optionally with its first ad set and ad)
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { campaignCreateSchema, teamQuerySchema } from "@/lib/schemas/campaigns";
import { createCampaign, listCampaigns } from "@/lib/server/campaigns/campaigns";

export const GET = route({ auth: "user", query: teamQuerySchema }, async ({ identity, query }) => json(await listCampaigns(identity, query.team)));

export const POST = route({ auth: "user", body: campaignCreateSchema }, async ({ identity, body }) => json(await createCampaign(identity, body), { status: 201 }));
