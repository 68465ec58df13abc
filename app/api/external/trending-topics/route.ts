// GET /api/external/trending-topics/ - the hashtags trending in a country over a window (always a list)
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { trendingTopicsQuerySchema } from "@/lib/schemas/analysis-api";
import { analysisScope } from "@/lib/server/analysis/scope";
import { trendingTopics } from "@/lib/server/analysis/get-trending-topics";
import { db } from "@/lib/server/db";

export const GET = route({ auth: "user", query: trendingTopicsQuerySchema }, async ({ identity, query }) => {
  await analysisScope(identity);
  return json(await trendingTopics(await db(), query));
});
