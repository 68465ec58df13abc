// POST /api/external/deepthought/accounts/{id}/payouts/import/ - payouts from CSV lines (period_start,period_end,amount); one bad line writes nothing
import { accountRoute } from "@/lib/server/creators/creator-routes";
import { importPayouts } from "@/lib/server/creators/payouts";
import { payoutImportSchema } from "@/lib/schemas/creator-posts";

export const POST = accountRoute({ body: payoutImportSchema, status: 201 }, ({ database, account, body }) => importPayouts(database, account, body.csv));
