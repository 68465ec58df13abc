// POST /api/ad-accounts/custom-audiences/check/ - whether each named custom audience is targetable yet
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { customAudienceCheckSchema } from "@/lib/schemas/ads";
import { checkCustomAudiences } from "@/lib/server/ads/custom-audience-check";

export const POST = route({ auth: "user", body: customAudienceCheckSchema }, async ({ identity, body }) => json(await checkCustomAudiences(identity, body)));
