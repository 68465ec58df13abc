// GET /api/campaigns/{pk}/adsets/ - the campaign's ad sets (X line items)
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { idParam } from "@/lib/server/http/id-param";
import { listCampaignAdsets } from "@/lib/server/campaigns/adsets";

export const GET = route({ auth: "user" }, async ({ identity, params }) => json(await listCampaignAdsets(identity, idParam(params.pk))));
