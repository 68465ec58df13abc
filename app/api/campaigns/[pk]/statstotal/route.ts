// GET /api/campaigns/{pk}/statstotal/?start=&end= - totals and the daily series (labelled simulated in the sandbox)
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { idParam } from "@/lib/server/http/id-param";
import { statsQuerySchema } from "@/lib/schemas/campaigns";
import { campaignStatsTotal } from "@/lib/server/campaigns/stats";

export const GET = route({ auth: "user", query: statsQuerySchema }, async ({ identity, params, query }) => json(await campaignStatsTotal(identity, idParam(params.pk), query)));
