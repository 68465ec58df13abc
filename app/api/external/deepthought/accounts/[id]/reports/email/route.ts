// GET, PUT /api/external/deepthought/accounts/{id}/reports/email/ - whether the owner gets the weekly report by e-mail ({weekly_email})
import { accountRoute } from "@/lib/server/creators/creator-routes";
import { setWeeklyEmail, weeklyEmailWanted } from "@/lib/server/creators/reports/report-preferences";
import { reportEmailSchema } from "@/lib/schemas/creator-reports";

export const GET = accountRoute({}, async ({ database, account }) => ({ weekly_email: await weeklyEmailWanted(database, account) }));
export const PUT = accountRoute({ body: reportEmailSchema }, ({ database, account, body }) => setWeeklyEmail(database, account, body.weekly_email));
