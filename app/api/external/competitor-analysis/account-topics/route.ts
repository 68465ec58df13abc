// POST /api/external/competitor-analysis/account-topics/ - each handle's topics and audience interests, and the interests they share
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { bareHandle } from "@/lib/domain/handles";
import { accountTopicsBodySchema } from "@/lib/schemas/competitors";
import { analysisScope } from "@/lib/server/analysis/scope";
import { accountTopics } from "@/lib/server/research/account-topics";

export const POST = route({ auth: "user", body: accountTopicsBodySchema }, async ({ identity, body }) => {
  await analysisScope(identity, body);
  return json(await accountTopics(body.handles.map(bareHandle)));
});
