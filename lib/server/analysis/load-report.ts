import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { preparedPerDatabase } from "@/lib/server/db/prepared";
import { analysisQueries, corpusState } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import { analysisQuerySchema, type SectionName } from "@/lib/schemas/analysis";
import { analyzeQueryBodySchema, type AnalyzeQueryResponse, type SectionRequest } from "@/lib/schemas/analysis-api";
import type { AnalysisScope } from "./scope";
import { analyzeQuery, reportFor } from "./analyze-query";

// The corpus version rides along with the saved query: a cached report then costs this one round trip.
const corpusVersionNow = () => sql<number>`coalesce((select ${corpusState.version} from ${corpusState} where ${corpusState.id} = 1), 0)`.mapWith(Number);

/** A saved analysis of a team, or a user's own (no team): prepared, as every read of a saved report asks it. */
const savedOfTeam = preparedPerDatabase((database) =>
  database
    .select({ id: analysisQueries.id, query: analysisQueries.query, corpusVersion: corpusVersionNow() })
    .from(analysisQueries)
    .where(and(eq(analysisQueries.id, sql.placeholder("id")), eq(analysisQueries.teamId, sql.placeholder("teamId"))))
    .limit(1)
    .prepare("saved_analysis_of_team"),
);
const savedOfUser = preparedPerDatabase((database) =>
  database
    .select({ id: analysisQueries.id, query: analysisQueries.query, corpusVersion: corpusVersionNow() })
    .from(analysisQueries)
    .where(and(eq(analysisQueries.id, sql.placeholder("id")), eq(analysisQueries.userId, sql.placeholder("userId")), isNull(analysisQueries.teamId)))
    .limit(1)
    .prepare("saved_analysis_of_user"),
);

/** The report of a saved analysis the caller may read (theirs, or their team's), or of an inline query. */
export async function loadReport(scope: AnalysisScope, request: SectionRequest): Promise<AnalyzeQueryResponse> {
  if (!("audience_creator_query_id" in request)) return analyzeQuery(scope, analyzeQueryBodySchema.parse(request));
  const database = await db();
  const id = request.audience_creator_query_id;
  const [row] = scope.teamId ? await savedOfTeam(database).execute({ id, teamId: scope.teamId }) : await savedOfUser(database).execute({ id, userId: scope.userId });
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
