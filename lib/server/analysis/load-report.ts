import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { analysisQueries, corpusState } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import { analysisQuerySchema, type SectionName } from "@/lib/schemas/analysis";
import { analyzeQueryBodySchema, type AnalyzeQueryResponse, type SectionRequest } from "@/lib/schemas/analysis-api";
import type { AnalysisScope } from "./scope";
import { analyzeQuery, reportFor } from "./analyze-query";

/** The report of a saved analysis the caller may read (theirs, or their team's), or of an inline query. */
export async function loadReport(scope: AnalysisScope, request: SectionRequest): Promise<AnalyzeQueryResponse> {
  if (!("audience_creator_query_id" in request)) return analyzeQuery(scope, analyzeQueryBodySchema.parse(request));
  const owner = scope.teamId ? eq(analysisQueries.teamId, scope.teamId) : and(eq(analysisQueries.userId, scope.userId), isNull(analysisQueries.teamId));
  // The corpus version rides along with the saved query: a cached report then costs this one round trip.
  const version = sql<number>`coalesce((select ${corpusState.version} from ${corpusState} where ${corpusState.id} = 1), 0)`.mapWith(Number);
  const [row] = await (await db())
    .select({ id: analysisQueries.id, query: analysisQueries.query, corpusVersion: version })
    .from(analysisQueries)
    .where(and(eq(analysisQueries.id, request.audience_creator_query_id), owner))
    .limit(1);
  if (!row) throw new AppError("not_found", "No analysis with this audience_creator_query_id.");
  return reportFor(row.id, analysisQuerySchema.parse(row.query), scope.teamId, row.corpusVersion);
}

/** Some sections of a report, with the audience they were computed on. */
export async function loadSections(scope: AnalysisScope, request: SectionRequest, names: SectionName[]) {
  const report = await loadReport(scope, request);
  const picked: Record<string, unknown> & Pick<AnalyzeQueryResponse, "audience_creator_query_id" | "query_type" | "audience" | "not_applicable"> = {
    audience_creator_query_id: report.audience_creator_query_id,
    query_type: report.query_type,
    audience: report.audience,
    ...Object.fromEntries(names.map((n) => [n, n in report.sections ? report.sections[n] : null])),
    not_applicable: Object.fromEntries(names.filter((n) => n in report.not_applicable).map((n) => [n, report.not_applicable[n]])),
  };
  return picked;
}
