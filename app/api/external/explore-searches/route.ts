// GET, POST /api/external/explore-searches/ - the caller's saved analyses (filter by query_type) / save one
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { exploreSearchCreateSchema, exploreSearchListQuerySchema } from "@/lib/schemas/analysis-api";
import { analysisScope } from "@/lib/server/analysis/scope";
import { createExploreSearch, listExploreSearches } from "@/lib/server/analysis/explore-searches";

export const GET = route({ auth: "user", query: exploreSearchListQuerySchema }, async ({ identity, query }) => {
  return json(await listExploreSearches(await analysisScope(identity, query), query));
});

export const POST = route({ auth: "user", body: exploreSearchCreateSchema }, async ({ identity, body }) => {
  return json(await createExploreSearch(await analysisScope(identity, body), body), { status: 201 });
});
