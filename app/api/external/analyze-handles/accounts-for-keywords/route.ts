// POST /api/external/analyze-handles/accounts-for-keywords/ - accounts whose bios or posts match keywords
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { keywordsBodySchema } from "@/lib/schemas/analysis-api";
import { analysisScope } from "@/lib/server/analysis/scope";
import { accountsForKeywords } from "@/lib/server/analysis/accounts-for-keywords";

export const POST = route({ auth: "user", body: keywordsBodySchema }, async ({ identity, body }) => {
  return json(await accountsForKeywords(await analysisScope(identity, body), body.keywords));
});
