// GET /api/external/deepthought/accounts/{id}/dashboard/ - counts, change, new followers and unfollowers, growth, audience quality
import { accountReadRoute } from "@/lib/server/creators/creator-routes";
import { creatorDashboard } from "@/lib/server/creators/dashboard";

export const GET = accountReadRoute((database, account) => creatorDashboard(database, account));
