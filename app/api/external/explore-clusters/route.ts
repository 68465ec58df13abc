// POST /api/external/explore-clusters/ - topic clusters of a handle's followers (by whom they follow and what they post)
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { bareHandle } from "@/lib/domain/handles";
import { exploreClustersBodySchema } from "@/lib/schemas/research";
import { analysisScope } from "@/lib/server/analysis/scope";
import { topicClusters } from "@/lib/server/research/topic-clusters";

export const POST = route({ auth: "user", body: exploreClustersBodySchema }, async ({ identity, body }) => {
  await analysisScope(identity, body);
  return json(await topicClusters(bareHandle(body.handle)));
});
