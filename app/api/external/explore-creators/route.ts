// POST /api/external/explore-creators/ - creators by topic, country and audience size (Creators allow-list only)
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { exploreCreatorsBodySchema } from "@/lib/schemas/explore-creators";
import { requireFeature } from "@/lib/server/auth/feature-access";
import { exploreCreators } from "@/lib/server/research/explore-creators";

export const POST = route({ auth: "user", body: exploreCreatorsBodySchema }, async ({ identity, body }) => {
  requireFeature(identity, "creators");
  return json(await exploreCreators(body));
});
