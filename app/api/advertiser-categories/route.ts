// GET /api/advertiser-categories/ - the categories an advertiser's business can be filed under
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { ADVERTISER_CATEGORIES } from "@/lib/domain/campaigns/advertiser-categories";

export const GET = route({ auth: "user" }, async () => json(ADVERTISER_CATEGORIES));
