import "server-only";
import type { SectionRequest } from "@/lib/schemas/analysis-api";
import type { AnalysisScope } from "./scope";
import { loadSections } from "./load-report";

interface Similar {
  rows: { id: string; handle: string; name: string; shared_followers: number; jaccard: number }[];
}

/** Audiences like this one, as audience configs: the followers of accounts with the most follower overlap. */
export async function similarAudiences(scope: AnalysisScope, request: SectionRequest) {
  const result = await loadSections(scope, request, ["similar_accounts"]);
  const similar = (result.similar_accounts as Similar | null)?.rows ?? [];
  return {
    audience_creator_query_id: result.audience_creator_query_id,
    audience_configs: similar.map((s) => ({
      id: s.id,
      name: `Followers of @${s.handle}`,
      handle: s.handle,
      size: null as number | null,
      shared_followers: s.shared_followers,
      jaccard: s.jaccard,
      categories: [{ name: "Similar audience" }],
    })),
  };
}
