// GET /api/external/deepthought/accounts/{id}/engagers/ - who engages most with the account's posts, counts by kind, verified share, overlap with followers
import { accountRoute } from "@/lib/server/creators/creator-routes";
import { listEngagers } from "@/lib/server/creators/engagers";
import { engagerListQuerySchema } from "@/lib/schemas/creator-posts";

export const GET = accountRoute({ query: engagerListQuerySchema }, ({ database, account, query }) => listEngagers(database, account, query));
