// POST /api/ad-accounts/custom-audiences/ - create a custom audience on an ad account (processed by X before it is targetable)
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { customAudienceCreateSchema } from "@/lib/schemas/ads";
import { createCustomAudience } from "@/lib/server/ads/create-custom-audience";

export const POST = route({ auth: "user", body: customAudienceCreateSchema }, async ({ identity, body }) => json(await createCustomAudience(identity, body), { status: 201 }));
