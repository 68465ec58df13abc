// GET /api/external/deepthought/accounts/{id}/posts/{postId}/ - post performance: metric history, against the account's medians, engagers
import { accountRoute } from "@/lib/server/creators/creator-routes";
import { postPerformance } from "@/lib/server/creators/posts";

export const GET = accountRoute({}, ({ database, account, params }) => postPerformance(database, account, String(params.postId)));
