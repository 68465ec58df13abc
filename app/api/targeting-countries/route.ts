// GET /api/targeting-countries/ - countries (English and Japanese names), ?keywords= matches aliases too
import { db } from "@/lib/server/db";
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { countryListQuerySchema } from "@/lib/schemas/targeting";
import { listTargetingCountries } from "@/lib/server/targeting/list-targeting-countries";

export const GET = route({ auth: "user", query: countryListQuerySchema }, async ({ query }) => json(await listTargetingCountries(await db(), query.keywords)));
