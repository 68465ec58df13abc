// GET /api/external/deepthought/accounts/{id}/unfollowers/ - paged, sorted (ordering), searchable (search)
import { followListRoute } from "@/lib/server/creators/creator-routes";

export const GET = followListRoute("unfollowed");
