// POST /api/ads/{pk}/toggle/ - pause an active ad or activate a paused one
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { idParam } from "@/lib/server/http/id-param";
import { toggleAd } from "@/lib/server/campaigns/ads";

export const POST = route({ auth: "user" }, async ({ identity, params }) => json(await toggleAd(identity, idParam(params.pk))));
