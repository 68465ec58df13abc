import "server-only";
import type { z } from "zod";
import type { shareOfVoiceBodySchema } from "@/lib/schemas/analysis-api";
import { AppError } from "@/lib/server/http/app-error";
import type { AnalysisScope } from "./scope";
import { loadSections } from "./load-report";

/** Share of voice of several keywords (or the alias's single keyword) over a conversation window. */
export async function shareOfVoice(scope: AnalysisScope, body: z.infer<typeof shareOfVoiceBodySchema>) {
  const keywords = body.keywords ?? (body.keyword ? [body.keyword] : []);
  if (!keywords.length) throw new AppError("bad_request", "Give keywords to compare.", { keywords: ["Give keywords to compare."] });
  const query = body.query ?? keywords.map((k) => k.replace(/^#/, "")).join(" or ");
  const result = await loadSections(
    scope,
    { query_type: "conversation", query, keywords, start: body.start, end: body.end, share_of_voice_with_keywords: body.with_keywords },
    ["share_of_voice"],
  );
  return { audience_creator_query_id: result.audience_creator_query_id, share_of_voice: result.share_of_voice };
}
