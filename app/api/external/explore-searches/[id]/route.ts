// GET, PATCH, DELETE /api/external/explore-searches/:id/ - one saved analysis of the caller
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { json, noContent } from "@/lib/server/http/respond";
import { analysisScope } from "@/lib/server/analysis/scope";
import { deleteExploreSearch, getExploreSearch, renameExploreSearch } from "@/lib/server/analysis/explore-searches";

const id = (params: Record<string, string | string[] | undefined>) => String(params.id ?? "");

export const GET = route({ auth: "user" }, async ({ identity, params }) => json(await getExploreSearch(await analysisScope(identity), id(params))));

export const PATCH = route({ auth: "user", body: z.object({ name: z.string().trim().min(1).max(200) }) }, async ({ identity, params, body }) =>
  json(await renameExploreSearch(await analysisScope(identity), id(params), body.name)),
);

export const DELETE = route({ auth: "user" }, async ({ identity, params }) => {
  await deleteExploreSearch(await analysisScope(identity), id(params));
  return noContent();
});
