// POST /api/external/audience-request/reddit/ - body {keywords}: the Reddit communities our topic mapping gives for them
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { COMMUNITY_METHOD, communitiesForKeyword } from "@/lib/domain/analysis/communities";
import { redditRequestSchema } from "@/lib/schemas/toolkit-requests";

export const POST = route({ auth: "user", body: redditRequestSchema }, async ({ body }) =>
  json({ method: COMMUNITY_METHOD, rows: body.keywords.map((keyword) => ({ keyword, communities: communitiesForKeyword(keyword) })) }),
);
