import "server-only";
import { analysisQuerySchema, type AnalysisQuery } from "@/lib/schemas/analysis";
import type { AnalyzeQueryBody } from "@/lib/schemas/analysis-api";
import { AppError } from "@/lib/server/http/app-error";

const ALIASES: Record<string, AnalysisQuery["type"]> = {
  handle: "handle", handle_analysis: "handle",
  keyword: "keyword", audience: "keyword", audience_analysis: "keyword",
  conversation: "conversation", conversation_analysis: "conversation",
  post: "post", posts: "post", post_analysis: "post",
};

/** The engine's query from the analysis screen's request; an unknown query type is a clear 400. */
export function toAnalysisQuery(body: AnalyzeQueryBody): AnalysisQuery {
  const type = ALIASES[body.query_type.toLowerCase()];
  if (!type) {
    throw new AppError("bad_request", `Unknown analysis query type "${body.query_type}". Use handle, keyword, conversation or post.`, {
      query_type: [`Unknown analysis query type "${body.query_type}". Use handle, keyword, conversation or post.`],
    });
  }
  const text = body.query ?? "";
  const candidate =
    type === "handle" ? { type, handle: body.handle ?? text }
    : type === "keyword" ? { type, query: text }
    : type === "post" ? { type, urls: body.urls ?? text }
    : {
        type, query: text, start: body.start, end: body.end, order: body.order, countries: body.countries,
        trend_country: body.trend_country, share_of_voice_keywords: body.keywords, share_of_voice_with_keywords: body.share_of_voice_with_keywords,
      };
  return analysisQuerySchema.parse(candidate);
}
