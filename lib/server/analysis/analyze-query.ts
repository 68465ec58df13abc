import "server-only";
import { db } from "@/lib/server/db";
import { analysisQueries } from "@/lib/server/db/schema";
import { xDataSource } from "@/lib/server/x/x-data-source";
import type { AnalyzeQueryBody, AnalyzeQueryResponse } from "@/lib/schemas/analysis-api";
import type { AnalysisQuery } from "@/lib/schemas/analysis";
import type { AnalysisScope } from "./scope";
import { runAnalysis } from "./run-analysis";
import { toAnalysisQuery } from "./to-analysis-query";
import { withinBudget } from "./budget";

/** Record an analysis request for the caller (and team) and compute its full report. */
export async function analyzeQuery(scope: AnalysisScope, body: AnalyzeQueryBody): Promise<AnalyzeQueryResponse> {
  const q = toAnalysisQuery(body);
  const database = await db();
  const [row] = await database
    .insert(analysisQueries)
    .values({ userId: scope.userId, teamId: scope.teamId, queryType: q.type, query: q, adAccountId: body.ad_account_id ?? null })
    .returning({ id: analysisQueries.id });
  return reportFor(row.id, q);
}

export async function reportFor(id: string, q: AnalysisQuery): Promise<AnalyzeQueryResponse> {
  const database = await db();
  const report = await withinBudget(q, () => runAnalysis(database, xDataSource(database), q));
  return { audience_creator_query_id: id, query_type: q.type, audience: report.audience, corpus_version: report.corpus_version, sections: report.sections, not_applicable: report.not_applicable };
}
