import "server-only";
import type { AnalysisForChat } from "@/lib/domain/chat/analyst";
import type { Locale } from "@/lib/domain/locale";
import type { ChatReference } from "@/lib/schemas/chat";

export interface ChatTurn {
  question: string;
  context: string;
  /** Earlier turns of this chat, oldest first. */
  history: ChatReference[];
  analysis: AnalysisForChat;
  /** The language the user reads the screen in: the answer is written in it. */
  language: Locale;
  /** Another subject than an analysis (Talk to X's creator data): who the model is and the figures it answers from. */
  brief?: { role: string; figures: string };
}

/** A model that answers one chat turn as a stream of text pieces. */
export interface ChatModel {
  readonly kind: "local" | "openai";
  answer(turn: ChatTurn, signal: AbortSignal): AsyncIterable<string>;
}

/** A failure of the chat model a user can be told about (it ends the stream with an error event). */
export class ChatModelError extends Error {}
