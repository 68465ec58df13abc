// GET, POST /api/external/analyze-chat-query/ - the AI chat's answer about an analysis, streamed as server-sent events
import { route } from "@/lib/server/http/route";
import { analysisScope } from "@/lib/server/analysis/scope";
import { streamChatAnswer } from "@/lib/server/chat/stream-chat-answer";
import { chatQueryBodySchema, chatQueryParamsSchema } from "@/lib/schemas/chat";

const eventStream = (body: ReadableStream<Uint8Array>) =>
  new Response(body, { headers: { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache, no-transform", "x-accel-buffering": "no" } });

export const GET = route({ auth: "user", query: chatQueryParamsSchema }, async ({ identity, query }) => {
  const { question, context, ...analysis } = query;
  return eventStream(await streamChatAnswer(await analysisScope(identity, analysis), { analysis, question, context, references: [] }));
});

export const POST = route({ auth: "user", body: chatQueryBodySchema }, async ({ identity, body }) => {
  const { question, context, references, ...analysis } = body;
  return eventStream(await streamChatAnswer(await analysisScope(identity, analysis), { analysis, question, context, references }));
});
