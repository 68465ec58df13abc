// GET /api/targeting-locations/?country_code= - targeting locations of one country
import { db } from "@/lib/server/db";
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { locationListQuerySchema } from "@/lib/schemas/targeting";
import { listTargetingLocations } from "@/lib/server/targeting/list-targeting-locations";

export const GET = route({ auth: "user", query: locationListQuerySchema }, async ({ query }) => json(await listTargetingLocations(await db(), query.country_code)));
