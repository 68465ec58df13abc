// GET /api/external/deepthought/accounts/{id}/followers/ - paged, sorted (ordering), searchable (search)
import { followListRoute } from "@/lib/server/creators/creator-routes";

export const GET = followListRoute("followers");
