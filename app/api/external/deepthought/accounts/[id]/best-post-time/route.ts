// GET /api/external/deepthought/accounts/{id}/best-post-time/ - weekday x hour grid of the account's post engagement and followers' activity
import { accountRoute } from "@/lib/server/creators/creator-routes";
import { bestPostTime } from "@/lib/server/creators/best-post-time";
import { bestTimeQuerySchema } from "@/lib/schemas/creator-posts";

export const GET = accountRoute({ query: bestTimeQuerySchema }, ({ database, account, query }) => bestPostTime(database, account, query.time_zone));
