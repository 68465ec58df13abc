// GET /api/external/deepthought/accounts/{id}/enrichments/ - the followers by inferred gender, age group and job category, each with its base and coverage
import { accountReadRoute } from "@/lib/server/creators/creator-routes";
import { followerEnrichments } from "@/lib/server/creators/follower-enrichments";

export const GET = accountReadRoute(followerEnrichments);
