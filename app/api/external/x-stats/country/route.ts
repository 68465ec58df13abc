// GET /api/external/x-stats/country/?country= - a country's top accounts, hashtags, languages and activity by hour
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { countryStatsQuerySchema } from "@/lib/schemas/research";
import { countryStats } from "@/lib/server/research/country-stats";

export const GET = route({ auth: "user", query: countryStatsQuerySchema }, async ({ query }) => json(await countryStats(query.country)));
