import type { AnalysisRequest } from "./session";

/** The query bar's values: as AnalysisRequest, with its lists typed as comma-separated text. */
export interface QueryBarValues extends Omit<AnalysisRequest, "country" | "excludeKeywords" | "shareOfConversation"> {
  country: string;
  excludeKeywords: string;
  shareOfConversation: string;
}

/** The bar's values for a request (lists back to comma-separated text). */
export function queryBarValues(r: AnalysisRequest): QueryBarValues {
  return { ...r, country: r.country.join(", "), excludeKeywords: r.excludeKeywords.join(", "), shareOfConversation: r.shareOfConversation.join(", ") };
}
