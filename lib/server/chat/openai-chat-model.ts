import "server-only";
import { analysisDigest } from "@/lib/domain/chat/analyst";
import type { Locale } from "@/lib/domain/locale";
import { createSseParser } from "@/lib/domain/chat/sse";
import { ChatModelError, type ChatModel, type ChatTurn } from "./chat-model";

export interface OpenAiOptions {
  /** Base URL of the server (https://api.openai.com or …/v1). */
  url: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

const SYSTEM = [
  "You are the analyst of an audience-analysis dashboard for advertisers on X.",
  "Answer only from the analysis figures below; quote the numbers as they are written there; say so when the analysis lacks the data.",
  "Be brief: a few sentences or a short list.",
].join(" ");

const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", ja: "Japanese" };

/** The instruction that makes the model answer in the user's language, whatever language the figures are in. */
export function languageInstruction(language: Locale): string {
  return `Write the answer in ${LANGUAGE_NAMES[language]}; keep account handles, hashtags and figures exactly as written.`;
}

export function completionsUrl(base: string): string {
  const trimmed = base.replace(/\/+$/, "");
  return `${trimmed.endsWith("/v1") ? trimmed : `${trimmed}/v1`}/chat/completions`;
}

function messages(turn: ChatTurn): CompletionMessage[] {
  const history = turn.history.map((r) =>
    r.type === "response" ? { role: "assistant" as const, content: r.text } : r.type === "question" ? { role: "user" as const, content: r.text } : { role: "system" as const, content: `The user is looking at: ${r.text}` },
  );
  return [
    {
      role: "system" as const,
      content: turn.brief
        ? `${turn.brief.role} ${languageInstruction(turn.language)}\n\nFigures:\n${turn.brief.figures}`
        : `${SYSTEM} ${languageInstruction(turn.language)}\n\nAnalysis figures:\n${analysisDigest(turn.analysis)}`,
    },
    ...history,
    ...(turn.context ? [{ role: "system" as const, content: `The user is looking at: ${turn.context}` }] : []),
    { role: "user" as const, content: turn.question },
  ];
}

async function errorText(res: Response): Promise<string> {
  const text = await res.text().catch(() => "");
  try {
    const body = JSON.parse(text) as { error?: { message?: string } | string };
    const message = typeof body.error === "string" ? body.error : body.error?.message;
    if (message) return message.slice(0, 300);
  } catch {
    // not JSON
  }
  return text.slice(0, 300) || res.statusText;
}

export type CompletionMessage = { role: "system" | "user" | "assistant"; content: string };

/** One completion of an OpenAI-compatible server as the text pieces it streams (/v1/chat/completions server-sent events). */
export async function* completionPieces(o: OpenAiOptions, messages: CompletionMessage[], signal: AbortSignal): AsyncIterable<string> {
  const doFetch = o.fetchImpl ?? fetch;
  const combined = AbortSignal.any([signal, AbortSignal.timeout(o.timeoutMs)]);
  let res: Response;
  try {
    res = await doFetch(completionsUrl(o.url), {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream", ...(o.apiKey ? { authorization: `Bearer ${o.apiKey}` } : {}) },
      body: JSON.stringify({ model: o.model, stream: true, messages }),
      signal: combined,
    });
  } catch {
    throw new ChatModelError(combined.aborted && !signal.aborted ? "The chat model did not answer in time." : "The chat model could not be reached.");
  }
  if (!res.ok || !res.body) throw new ChatModelError(`The chat model answered ${res.status}: ${await errorText(res)}`);
  const queue: string[] = [];
  let done = false;
  let failure: string | null = null;
  const parser = createSseParser(({ data }) => {
    if (done || failure) return;
    if (data.trim() === "[DONE]") return void (done = true);
    try {
      const chunk = JSON.parse(data) as { choices?: { delta?: { content?: string | null } }[]; error?: { message?: string } };
      if (chunk.error) failure = chunk.error.message ?? "The chat model failed.";
      const piece = chunk.choices?.[0]?.delta?.content;
      if (piece) queue.push(piece);
    } catch {
      failure = "The chat model sent an unreadable answer.";
    }
  });
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    while (!done && !failure) {
      let read: ReadableStreamReadResult<string>;
      try {
        read = await reader.read();
      } catch {
        throw new ChatModelError(signal.aborted ? "The chat was cancelled." : "The chat model stopped answering.");
      }
      if (read.done) break;
      parser.push(read.value);
      while (queue.length) yield queue.shift()!;
    }
    while (queue.length) yield queue.shift()!;
    if (failure) throw new ChatModelError(failure);
    if (!done) throw new ChatModelError("The chat model's answer ended early.");
  } finally {
    reader.cancel().catch(() => undefined);
  }
}

/** An OpenAI-compatible chat model, streamed with the /v1/chat/completions server-sent events. */
export function openAiChatModel(o: OpenAiOptions): ChatModel {
  return {
    kind: "openai",
    answer: (turn, signal) => completionPieces(o, messages(turn), signal),
  };
}
