// GET /api/external/deepthought/accounts/{id}/following/ - paged, sorted (ordering), searchable (search)
import { followListRoute } from "@/lib/server/creators/creator-routes";

export const GET = followListRoute("following");
