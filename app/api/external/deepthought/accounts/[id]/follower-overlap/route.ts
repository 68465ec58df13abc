// GET /api/external/deepthought/accounts/{id}/follower-overlap/?account={other id} or ?handle={handle} - shared followers: counts and the largest shared ones
import { accountRoute } from "@/lib/server/creators/creator-routes";
import { followerOverlap } from "@/lib/server/creators/follower-overlap";
import { overlapQuerySchema } from "@/lib/schemas/creators";

export const GET = accountRoute({ query: overlapQuerySchema }, ({ database, account, query }) => followerOverlap(database, account, query));
