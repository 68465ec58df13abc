// GET /api/external/deepthought/x-stats/?country= - the corpus by country: top countries; a country's top accounts, hashtags, languages and daily posts
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { db } from "@/lib/server/db";
import { xStats } from "@/lib/server/creators/x-stats";
import { xStatsQuerySchema } from "@/lib/schemas/creators";

export const GET = route({ auth: "user", query: xStatsQuerySchema }, async ({ query }) => json(await xStats(await db(), query.country || undefined)));
