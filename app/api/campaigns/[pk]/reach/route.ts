// GET /api/campaigns/{pk}/reach/ - daily reach and impressions the budget and bids can buy (simulated in the sandbox)
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { idParam } from "@/lib/server/http/id-param";
import { campaignReach } from "@/lib/server/campaigns/stats";

export const GET = route({ auth: "user" }, async ({ identity, params }) => json(await campaignReach(identity, idParam(params.pk))));
