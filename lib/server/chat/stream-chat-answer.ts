import "server-only";
import { config } from "@/lib/server/config";
import { enforceRateLimits } from "@/lib/server/auth/rate-limit";
import { loadReport } from "@/lib/server/analysis/load-report";
import type { AnalysisScope } from "@/lib/server/analysis/scope";
import type { Locale } from "@/lib/domain/locale";
import type { ChatReference } from "@/lib/schemas/chat";
import type { SectionRequest } from "@/lib/schemas/analysis-api";
import type { ChatModel } from "./chat-model";
import { configuredChatModel } from "./configured-chat-model";
import { piecesStream } from "./pieces-stream";

export interface ChatQuery {
  analysis: SectionRequest;
  question: string;
  context: string;
  references: ChatReference[];
  language: Locale;
}

function subjectOf(r: SectionRequest): string | undefined {
  if ("audience_creator_query_id" in r) return undefined;
  const text = r.handle || r.query || r.urls;
  return text && r.query_type.toLowerCase().startsWith("handle") ? `@${text.replace(/^@/, "")}` : text;
}

/**
 * One chat turn as server-sent events: "piece" events carry {text}, then "end" with the end
 * marker, or "error" with {detail}. Access, input and rate limits are checked before the stream
 * opens (plain 4xx answers); a model failure mid-answer becomes the error event.
 */
export async function streamChatAnswer(scope: AnalysisScope, q: ChatQuery, model: ChatModel = configuredChatModel()): Promise<ReadableStream<Uint8Array>> {
  await enforceRateLimits([{ bucket: `chat:${scope.userId}`, limit: config().CHAT_LIMIT_PER_MINUTE, windowMs: 60_000 }]);
  const report = await loadReport(scope, q.analysis);
  const analysis = { query_type: report.query_type, subject: subjectOf(q.analysis), audience: report.audience, sections: report.sections, not_applicable: report.not_applicable };
  const abort = new AbortController();
  const pieces = model.answer({ question: q.question, context: q.context, history: q.references, analysis, language: q.language }, abort.signal)[Symbol.asyncIterator]();
  return piecesStream(pieces, abort);
}
