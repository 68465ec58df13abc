// GET /api/external/deepthought/accounts/{id}/posts/ - the account's posts with their metrics and engagement rate (paged, sorted, searched)
import { accountRoute } from "@/lib/server/creators/creator-routes";
import { listPosts } from "@/lib/server/creators/posts";
import { postListQuerySchema } from "@/lib/schemas/creator-posts";

export const GET = accountRoute({ query: postListQuerySchema }, ({ database, account, query }) => listPosts(database, account, query));
