import "server-only";
import type { Distribution } from "@/lib/domain/analysis/statistics";
import type { SectionRequest } from "@/lib/schemas/analysis-api";
import type { AnalysisScope } from "./scope";
import { loadSections } from "./load-report";

/** Age groups of an analysis as the client's age_percentages ({"18-24": 7.54, ...}), with base and coverage. */
export async function computeAgeGroups(scope: AnalysisScope, request: SectionRequest) {
  const result = await loadSections(scope, request, ["age_groups"]);
  const d = result.age_groups as Distribution;
  return {
    audience_creator_query_id: result.audience_creator_query_id,
    age_percentages: Object.fromEntries(d.rows.map((r) => [r.label, r.share])),
    base: d.base,
    coverage: d.coverage,
    sampled: d.sampled,
    margins: d.sampled ? Object.fromEntries(d.rows.map((r) => [r.label, r.margin ?? 0])) : null,
  };
}
