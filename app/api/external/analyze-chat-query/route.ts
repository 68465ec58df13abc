// GET, POST /api/external/analyze-chat-query/ - the AI chat's answer about an analysis, streamed as server-sent events
import { route } from "@/lib/server/http/route";
import { analysisScope } from "@/lib/server/analysis/scope";
import { requestLocale } from "@/lib/server/auth/request-locale";
import { streamChatAnswer } from "@/lib/server/chat/stream-chat-answer";
import { eventStream } from "@/lib/server/chat/pieces-stream";
import { chatQueryBodySchema, chatQueryParamsSchema } from "@/lib/schemas/chat";


export const GET = route({ auth: "user", query: chatQueryParamsSchema }, async ({ req, identity, query }) => {
  const { question, context, language, ...analysis } = query;
  const turn = { analysis, question, context, references: [], language: language ?? requestLocale(req) };
  return eventStream(await streamChatAnswer(await analysisScope(identity, analysis), turn));
});

export const POST = route({ auth: "user", body: chatQueryBodySchema }, async ({ req, identity, body }) => {
  const { question, context, references, language, ...analysis } = body;
  const turn = { analysis, question, context, references, language: language ?? requestLocale(req) };
  return eventStream(await streamChatAnswer(await analysisScope(identity, analysis), turn));
});
