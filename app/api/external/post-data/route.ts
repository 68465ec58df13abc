// POST /api/external/post-data/ - the posts behind comma-separated post URLs
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { postIdsBodySchema } from "@/lib/schemas/analysis-api";
import { analysisScope } from "@/lib/server/analysis/scope";
import { postData } from "@/lib/server/analysis/extra-endpoints";

export const POST = route({ auth: "user", body: postIdsBodySchema }, async ({ identity, body }) => {
  await analysisScope(identity, body);
  return json(await postData(body.urls));
});
