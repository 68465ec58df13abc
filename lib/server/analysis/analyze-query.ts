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
import { currentTeamSentimentModel } from "@/lib/server/sentiment/current-team-model";

/**
 * Compute an analysis's full report and record the request for the caller (and team). Recorded only
 * once the report exists: a query that fails (no such account, over budget) leaves no saved analysis.
 */
export async function analyzeQuery(scope: AnalysisScope, body: AnalyzeQueryBody): Promise<AnalyzeQueryResponse> {
  const q = toAnalysisQuery(body);
  const report = await computeReport(q, scope.teamId);
  const [row] = await (await db())
    .insert(analysisQueries)
    .values({ userId: scope.userId, teamId: scope.teamId, queryType: q.type, query: q, adAccountId: body.ad_account_id ?? null })
    .returning({ id: analysisQueries.id });
  return responseFor(row.id, q, report);
}

export async function reportFor(id: string, q: AnalysisQuery, teamId: string | null, corpusVersion?: number): Promise<AnalyzeQueryResponse> {
  return responseFor(id, q, await computeReport(q, teamId, corpusVersion));
}

/** A team's analyses label sentiment with the team's own model once it has one. */
async function computeReport(q: AnalysisQuery, teamId: string | null, corpusVersion?: number) {
  const database = await db();
  const sentiment = teamId ? await currentTeamSentimentModel(database, teamId) : null;
  return withinBudget(q, () => runAnalysis(database, xDataSource(database), q, { sentiment, corpusVersion }));
}

function responseFor(id: string, q: AnalysisQuery, report: Awaited<ReturnType<typeof computeReport>>): AnalyzeQueryResponse {
  return { audience_creator_query_id: id, query_type: q.type, audience: report.audience, corpus_version: report.corpus_version, sections: report.sections, not_applicable: report.not_applicable };
}
