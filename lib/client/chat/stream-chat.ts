"use client";
import { createSseParser } from "@/lib/domain/chat/sse";
import { CHAT_EVENTS } from "@/lib/domain/chat/chat-events";
import type { ChatReference } from "@/lib/schemas/chat";
import type { ApiClient } from "../http/client";

export interface ChatRequest {
  analysis: Record<string, unknown>;
  question: string;
  context: string;
  references: ChatReference[];
  /** The screen's language: the answer is written in it. */
  language: string;
}

/**
 * Asks the analysis chat and hands over each streamed piece. Resolves at the end marker; rejects
 * with the stream's error detail (or the HTTP error before the stream opened).
 */
export async function streamChat(client: ApiClient, req: ChatRequest, onPiece: (text: string) => void, signal?: AbortSignal): Promise<void> {
  const response = await client.fetch("POST", "/api/external/analyze-chat-query/", {
    body: { ...req.analysis, question: req.question, context: req.context, references: req.references, language: req.language },
    accept: "text/event-stream",
    signal,
  });
  return readChatStream(response, onPiece);
}

/** Hands over each piece of a chat answer stream; resolves at the end marker, rejects with the stream's error detail. */
export async function readChatStream(response: Response, onPiece: (text: string) => void): Promise<void> {
  if (!response.body) throw new Error("The answer could not be read.");
  let ended = false;
  let failure: string | null = null;
  const parser = createSseParser(({ event, data }) => {
    if (ended || failure) return;
    if (event === CHAT_EVENTS.piece) onPiece((JSON.parse(data) as { text: string }).text);
    else if (event === CHAT_EVENTS.end) ended = true;
    else if (event === CHAT_EVENTS.error) failure = (JSON.parse(data) as { detail: string }).detail;
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  while (!ended && !failure) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.push(value);
  }
  await reader.cancel().catch(() => undefined);
  if (failure) throw new Error(failure);
  if (!ended) throw new Error("The answer stopped before it was complete.");
}
