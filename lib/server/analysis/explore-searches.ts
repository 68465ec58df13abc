import "server-only";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import { db } from "@/lib/server/db";
import { analysisQueries, audienceConfigs, exploreSearches } from "@/lib/server/db/schema";
import type { AnalysisQuery } from "@/lib/schemas/analysis";
import { targetingPackageSchema } from "@/lib/schemas/targeting";
import { packageFromAnalysis } from "@/lib/domain/targeting/analysis-package";
import { AppError } from "@/lib/server/http/app-error";
import { FRIENDLY_QUERY_TYPES, type ExploreSearch, type exploreSearchCreateSchema, type exploreSearchListQuerySchema } from "@/lib/schemas/analysis-api";
import type { AnalysisScope } from "./scope";

const ENGINE_TYPE: Record<string, string> = { handle_analysis: "handle", audience_analysis: "keyword", conversation_analysis: "conversation", post_analysis: "post" };

function toDto(r: typeof exploreSearches.$inferSelect): ExploreSearch {
  return {
    id: r.id, email: r.email, query_type: r.queryType, query_type_name: FRIENDLY_QUERY_TYPES[r.queryType] ?? r.queryType,
    audience_creator_query_id: r.audienceCreatorQueryId, name: r.name, ad_account_id: r.adAccountId, created_at: r.createdAt.toISOString(),
  };
}

const owned = (scope: AnalysisScope) =>
  scope.teamId ? eq(exploreSearches.teamId, scope.teamId) : and(eq(exploreSearches.userId, scope.userId), isNull(exploreSearches.teamId));

export async function listExploreSearches(scope: AnalysisScope, q: z.infer<typeof exploreSearchListQuerySchema>) {
  const rows = await (await db())
    .select()
    .from(exploreSearches)
    .where(and(owned(scope), q.query_type === "all" ? undefined : eq(exploreSearches.queryType, q.query_type)))
    .orderBy(desc(exploreSearches.createdAt));
  return rows.map(toDto);
}

/** Save an analysis the caller ran; its query type must match the analysis. */
export async function createExploreSearch(scope: AnalysisScope, body: z.infer<typeof exploreSearchCreateSchema>) {
  const database = await db();
  const [analysis] = await database
    .select()
    .from(analysisQueries)
    .where(and(eq(analysisQueries.id, body.audience_creator_query_id), scope.teamId ? eq(analysisQueries.teamId, scope.teamId) : eq(analysisQueries.userId, scope.userId)));
  if (!analysis) throw new AppError("bad_request", "No analysis with this audience_creator_query_id.", { audience_creator_query_id: ["No analysis with this audience_creator_query_id."] });
  if (ENGINE_TYPE[body.query_type] !== analysis.queryType) {
    throw new AppError("bad_request", "query_type does not match the analysis.", { query_type: [`This analysis is a ${analysis.queryType} analysis.`] });
  }
  const q = analysis.query as AnalysisQuery;
  const asked = q.type === "handle" ? q.handle : q.type === "post" ? q.urls : q.query;
  return database.transaction(async (tx) => {
    const [row] = await tx
      .insert(exploreSearches)
      .values({ userId: scope.userId, teamId: scope.teamId, email: body.email, queryType: body.query_type, audienceCreatorQueryId: body.audience_creator_query_id, name: body.name ?? "", adAccountId: body.ad_account_id ?? analysis.adAccountId })
      .returning();
    // A team's saved analysis is also one of its saved audiences: the package the analysis stands for.
    if (scope.teamId) {
      await tx.insert(audienceConfigs).values({
        teamId: scope.teamId,
        name: (body.name || asked).slice(0, 255),
        countries: q.type === "conversation" ? q.countries.filter((c) => c !== "Global") : [],
        targetingPackage: targetingPackageSchema.parse(packageFromAnalysis(q.type, asked)),
        queryType: body.query_type,
        createdBy: scope.userId,
      });
    }
    return toDto(row);
  });
}

async function findOwned(scope: AnalysisScope, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AppError("not_found", "Not found.");
  const [row] = await (await db()).select().from(exploreSearches).where(and(eq(exploreSearches.id, id), owned(scope)));
  if (!row) throw new AppError("not_found", "Not found.");
  return row;
}

export async function getExploreSearch(scope: AnalysisScope, id: string) {
  return toDto(await findOwned(scope, id));
}

export async function renameExploreSearch(scope: AnalysisScope, id: string, name: string) {
  await findOwned(scope, id);
  const [row] = await (await db()).update(exploreSearches).set({ name }).where(eq(exploreSearches.id, id)).returning();
  return toDto(row);
}

export async function deleteExploreSearch(scope: AnalysisScope, id: string) {
  await findOwned(scope, id);
  await (await db()).delete(exploreSearches).where(eq(exploreSearches.id, id));
}
