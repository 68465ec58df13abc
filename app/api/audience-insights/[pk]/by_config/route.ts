// GET /api/audience-insights/{pk}/by_config/ - corpus insights of one saved audience config (its team's members)
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { idParam } from "@/lib/server/http/id-param";
import { configInsights } from "@/lib/server/targeting/insights/config-insights";

export const GET = route({ auth: "user" }, async ({ identity, params }) => json(await configInsights(identity, idParam(params.pk))));
