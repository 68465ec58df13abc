// GET /api/external/deepthought/accounts/{id}/reports/weekly/{week}/?language= - one week's report (week = its Monday, YYYY-MM-DD) as a PDF
import { accountRoute } from "@/lib/server/creators/creator-routes";
import { askedReportWeek } from "@/lib/server/creators/reports/weekly-report";
import { weeklyReportPdf } from "@/lib/server/creators/reports/weekly-report-pdf";
import { userLanguage } from "@/lib/server/creators/reports/user-language";
import { reportPdfQuerySchema } from "@/lib/schemas/creator-reports";

export const GET = accountRoute({ query: reportPdfQuerySchema }, async ({ database, account, userId, params, query }) => {
  const week = await askedReportWeek(database, account, String(params.week));
  const file = await weeklyReportPdf(database, account, week, query.language ?? (await userLanguage(database, userId)));
  return new Response(new Uint8Array(file.bytes), {
    headers: { "content-type": "application/pdf", "content-disposition": `attachment; filename="${file.name}"`, "cache-control": "no-store" },
  });
});
