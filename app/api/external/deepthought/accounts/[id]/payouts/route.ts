// GET, POST /api/external/deepthought/accounts/{id}/payouts/ - the payouts entered per period (with their verified engagement); enter one
import { accountReadRoute, accountRoute } from "@/lib/server/creators/creator-routes";
import { enterPayout, listPayouts } from "@/lib/server/creators/payouts";
import { payoutEntrySchema } from "@/lib/schemas/creator-posts";

export const GET = accountReadRoute((database, account) => listPayouts(database, account));
export const POST = accountRoute({ body: payoutEntrySchema, status: 201 }, ({ database, account, body }) => enterPayout(database, account, body));
