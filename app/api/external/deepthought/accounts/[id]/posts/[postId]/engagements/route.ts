// GET /api/external/deepthought/accounts/{id}/posts/{postId}/engagements/ - the people who engaged with one post, by kind (paged)
import { accountRoute } from "@/lib/server/creators/creator-routes";
import { postEngagements } from "@/lib/server/creators/posts";
import { engagerListQuerySchema } from "@/lib/schemas/creator-posts";

export const GET = accountRoute({ query: engagerListQuerySchema }, ({ database, account, params, query }) => postEngagements(database, account, String(params.postId), query));
