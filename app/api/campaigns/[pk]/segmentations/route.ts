// GET /api/campaigns/{pk}/segmentations/?start=&end= - the campaign's figures split by ad set
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { idParam } from "@/lib/server/http/id-param";
import { statsQuerySchema } from "@/lib/schemas/campaigns";
import { campaignSegmentations } from "@/lib/server/campaigns/stats";

export const GET = route({ auth: "user", query: statsQuerySchema }, async ({ identity, params, query }) => json(await campaignSegmentations(identity, idParam(params.pk), query)));
