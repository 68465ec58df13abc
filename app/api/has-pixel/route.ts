// GET /api/has-pixel/?ad_account_id= - whether the user's ad account has a conversion pixel on X
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { hasPixelQuerySchema } from "@/lib/schemas/ads";
import { hasPixel } from "@/lib/server/ads/has-pixel";

export const GET = route({ auth: "user", query: hasPixelQuerySchema }, async ({ identity, query }) => json(await hasPixel(identity, query.ad_account_id)));
