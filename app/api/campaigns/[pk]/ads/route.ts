// GET /api/campaigns/{pk}/ads/ - the campaign's ads; POST - a promoted post in one of its ad sets
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { idParam } from "@/lib/server/http/id-param";
import { adCreateSchema } from "@/lib/schemas/campaigns";
import { createCampaignAd, listCampaignAds } from "@/lib/server/campaigns/ads";

export const GET = route({ auth: "user" }, async ({ identity, params }) => json(await listCampaignAds(identity, idParam(params.pk))));

export const POST = route({ auth: "user", body: adCreateSchema }, async ({ identity, params, body }) => json(await createCampaignAd(identity, idParam(params.pk), body), { status: 201 }));
