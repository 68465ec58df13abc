// DELETE /api/external/deepthought/accounts/{id}/payouts/{payoutId}/ - remove one entered payout
import { accountRoute } from "@/lib/server/creators/creator-routes";
import { deletePayout } from "@/lib/server/creators/payouts";

export const DELETE = accountRoute({}, ({ database, account, params }) => deletePayout(database, account, String(params.payoutId)));
