import "server-only";
import type { Identity } from "@/lib/server/auth/identity";
import { requireUser } from "@/lib/server/auth/require-user";
import { db } from "@/lib/server/db";
import type { BuilderCriteria } from "@/lib/schemas/builder";
import { rankCandidates } from "@/lib/domain/targeting/generation/rank";
import { config } from "@/lib/server/config";
import { estimateAudience } from "../insights/estimate-audience";
import { hashtagCandidates, keywordCandidates } from "../generation/candidates";
import { sizedCandidates, sizer } from "../generation/package-items";
import { criteriaIds, noCriteria } from "./criteria-ids";

/** An audience-builder audience: its size and demographics, and for generate-insights its top keywords and hashtags. */
export async function builderInsights(identity: Identity, criteria: Partial<BuilderCriteria>, withItems = false) {
  requireUser(identity);
  const database = await db();
  const ids = criteriaIds({ ...noCriteria, ...criteria });
  const insights = await estimateAudience(database, ids);
  if (!withItems || !insights.matched_accounts) return insights;
  const rank = { audience: insights.matched_accounts, corpus: insights.corpus_accounts, order: "balanced" as const, limit: 15 };
  const size = sizer(insights.corpus_accounts, config().TARGETING_PLATFORM_USERS);
  return {
    ...insights,
    keywords: sizedCandidates(rankCandidates(await keywordCandidates(database, ids), rank), size),
    hashtags: sizedCandidates(rankCandidates(await hashtagCandidates(database, ids), rank), size).map((h) => ({ ...h, label: `#${h.label}` })),
  };
}
