import "server-only";
import { config } from "@/lib/server/config";
import { enforceRateLimits } from "@/lib/server/auth/rate-limit";
import { loadReport } from "@/lib/server/analysis/load-report";
import { logUserActivity } from "@/lib/server/analysis/log-user-activity";
import type { AnalysisScope } from "@/lib/server/analysis/scope";
import { columnTitle } from "@/lib/domain/exports/section-table";
import type { CreateSheetBody } from "@/lib/schemas/exports";
import { writeWorkbook } from "./write-workbook";

const actionAt = (d: Date) => d.toISOString().slice(0, 19).replace("T", " ");

/**
 * The xlsx of an analysis (saved by audience_creator_query_id, or inline): one sheet per picked
 * section, in the order picked, from the engine's results; logged as "Exported sheet".
 */
export async function createSheet(scope: AnalysisScope, body: CreateSheetBody, now = new Date()) {
  await enforceRateLimits([{ bucket: `create-sheet:${scope.userId}`, limit: config().SHEET_EXPORT_LIMIT_PER_MINUTE, windowMs: 60_000 }]);
  const report = await loadReport(scope, body);
  const sections = body.sections.map((name) => ({
    title: body.titles?.[name] ?? columnTitle(name),
    data: report.sections[name] ?? null,
    unavailable: report.not_applicable[name],
  }));
  const bytes = await writeWorkbook(sections, { title: `Murmur ${report.query_type} analysis`, created: now });
  await logUserActivity(scope, {
    action_at: actionAt(now),
    action: "Exported sheet",
    context: JSON.stringify({ query_type: report.query_type, sections: body.sections }).slice(0, 2000),
    audience_creator_query_id: report.audience_creator_query_id,
  });
  return { bytes, filename: `murmur-${report.query_type}-analysis-${now.toISOString().slice(0, 10)}.xlsx` };
}
