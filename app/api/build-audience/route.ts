// POST /api/build-audience/ - a saved package as an ad set would target it (criteria X knows, what is left out, size)
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { buildAudienceSchema } from "@/lib/schemas/campaigns";
import { buildAudience } from "@/lib/server/campaigns/build-audience";

export const POST = route({ auth: "user", body: buildAudienceSchema }, async ({ identity, body }) => json(await buildAudience(identity, body)));
