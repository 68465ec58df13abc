// GET /api/external/deepthought/accounts/{id}/reports/ - the weeks with a weekly report, when the next is ready, the weekly e-mail choice
import { accountReadRoute } from "@/lib/server/creators/creator-routes";
import { reportList } from "@/lib/server/creators/reports/weekly-report";

export const GET = accountReadRoute((database, account) => reportList(database, account));
