// POST /api/external/compare-accounts/ - followers of several handles and their pairwise overlap
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { compareAccountsBodySchema } from "@/lib/schemas/analysis-api";
import { analysisScope } from "@/lib/server/analysis/scope";
import { compareAccounts } from "@/lib/server/analysis/extra-endpoints";

export const POST = route({ auth: "user", body: compareAccountsBodySchema }, async ({ identity, body }) => {
  await analysisScope(identity, body);
  return json(await compareAccounts(body.handles));
});
