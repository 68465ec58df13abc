import "server-only";
import { formatSseEvent } from "@/lib/domain/chat/sse";
import { CHAT_END_MARKER, CHAT_EVENTS } from "@/lib/schemas/chat";
import { ChatModelError } from "./chat-model";

/**
 * A model's answer as server-sent events: "piece" events carry {text}, then "end" with the end
 * marker, or "error" with {detail} when the model fails mid-answer. Cancelling aborts the model.
 */
export function piecesStream(pieces: AsyncIterator<string>, abort: AbortController): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let finished = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (finished) return;
      const send = (event: string, data: string) => controller.enqueue(encoder.encode(formatSseEvent(event, data)));
      try {
        const next = await pieces.next();
        if (!next.done) return send(CHAT_EVENTS.piece, JSON.stringify({ text: next.value }));
        send(CHAT_EVENTS.end, CHAT_END_MARKER);
      } catch (e) {
        if (!(e instanceof ChatModelError)) console.error("[chat] model failed", e);
        send(CHAT_EVENTS.error, JSON.stringify({ detail: e instanceof ChatModelError ? e.message : "The assistant failed. Please try again." }));
      }
      finished = true;
      controller.close();
    },
    cancel() {
      abort.abort();
    },
  });
}

export const eventStream = (body: ReadableStream<Uint8Array>) =>
  new Response(body, { headers: { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache, no-transform", "x-accel-buffering": "no" } });
