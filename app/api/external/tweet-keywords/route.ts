// POST /api/external/tweet-keywords/ - keywords extracted from the posts behind post URLs
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { postIdsBodySchema } from "@/lib/schemas/analysis-api";
import { analysisScope } from "@/lib/server/analysis/scope";
import { tweetKeywords } from "@/lib/server/analysis/extra-endpoints";

export const POST = route({ auth: "user", body: postIdsBodySchema }, async ({ identity, body }) => {
  await analysisScope(identity, body);
  return json(await tweetKeywords(body.urls));
});
