// GET /api/external/deepthought/accounts/{id}/payout-prediction/ - payouts, the next period's prediction with its interval and back-test, the bot-purge simulation
import { accountReadRoute } from "@/lib/server/creators/creator-routes";
import { payoutView } from "@/lib/server/creators/payouts";

export const GET = accountReadRoute((database, account) => payoutView(database, account));
