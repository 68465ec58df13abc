// POST /api/targeting-locations/search/ - locations of {country_code} whose name contains {keywords}
import { db } from "@/lib/server/db";
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { locationSearchSchema } from "@/lib/schemas/targeting";
import { listTargetingLocations } from "@/lib/server/targeting/list-targeting-locations";

export const POST = route({ auth: "user", body: locationSearchSchema }, async ({ body }) => json(await listTargetingLocations(await db(), body.country_code, body.keywords)));
