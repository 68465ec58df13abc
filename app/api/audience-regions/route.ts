// GET /api/audience-regions/ - audience regions: name, is_single_country, country_codes
import { db } from "@/lib/server/db";
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { listAudienceRegions } from "@/lib/server/targeting/list-audience-regions";

export const GET = route({ auth: "user" }, async () => json(await listAudienceRegions(await db())));
