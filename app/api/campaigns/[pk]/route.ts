// GET, PATCH, DELETE /api/campaigns/{pk}/ - one of the team's campaigns (status, budgets, dates)
import { route } from "@/lib/server/http/route";
import { json, noContent } from "@/lib/server/http/respond";
import { idParam } from "@/lib/server/http/id-param";
import { campaignUpdateSchema } from "@/lib/schemas/campaigns";
import { deleteCampaign, getCampaign, updateCampaign } from "@/lib/server/campaigns/campaigns";

export const GET = route({ auth: "user" }, async ({ identity, params }) => json(await getCampaign(identity, idParam(params.pk))));

export const PATCH = route({ auth: "user", body: campaignUpdateSchema }, async ({ identity, params, body }) => json(await updateCampaign(identity, idParam(params.pk), body)));

export const DELETE = route({ auth: "user" }, async ({ identity, params }) => {
  await deleteCampaign(identity, idParam(params.pk));
  return noContent();
});
