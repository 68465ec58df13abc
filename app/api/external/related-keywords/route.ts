// POST /api/external/related-keywords/ - keywords used alongside the given ones, with audience sizes
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { relatedKeywordsSchema } from "@/lib/schemas/builder";
import { relatedKeywords } from "@/lib/server/targeting/related-keywords";

export const POST = route({ auth: "user", body: relatedKeywordsSchema }, async ({ identity, body }) => json(await relatedKeywords(identity, body.keywords)));
