// GET /api/external/deepthought/accounts/{id}/recently-joined/ - paged, sorted (ordering), searchable (search)
import { followListRoute } from "@/lib/server/creators/creator-routes";

export const GET = followListRoute("recently-joined");
