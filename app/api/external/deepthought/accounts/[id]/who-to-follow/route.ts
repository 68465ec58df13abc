// GET /api/external/deepthought/accounts/{id}/who-to-follow/ - accounts the creator's network follows and the creator does not
import { accountReadRoute } from "@/lib/server/creators/creator-routes";
import { whoToFollow } from "@/lib/server/creators/who-to-follow";

export const GET = accountReadRoute(whoToFollow);
