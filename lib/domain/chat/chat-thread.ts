/**
 * The AI chat's thread (spec §4): a question and its context are pushed with an empty response;
 * streamed pieces are appended to the latest response; the end marker or an error stops loading.
 */
import type { ChatReference } from "@/lib/schemas/chat";

export interface ChatThread {
  references: ChatReference[];
  loading: boolean;
  /** The error that ended the latest answer, if any. */
  error: string | null;
}

export type ChatAction =
  | { type: "ask"; question: string; context: string }
  | { type: "piece"; text: string }
  | { type: "end" }
  | { type: "error"; message: string }
  | { type: "clear" };

export const emptyThread: ChatThread = { references: [], loading: false, error: null };

export function chatReducer(s: ChatThread, a: ChatAction): ChatThread {
  switch (a.type) {
    case "ask":
      if (s.loading) return s;
      return {
        references: [...s.references, ...(a.context ? [{ type: "context" as const, text: a.context }] : []), { type: "question", text: a.question }, { type: "response", text: "" }],
        loading: true,
        error: null,
      };
    case "piece": {
      const last = s.references.length - 1;
      if (!s.loading || last < 0 || s.references[last].type !== "response") return s;
      const references = s.references.slice();
      references[last] = { type: "response", text: references[last].text + a.text };
      return { ...s, references };
    }
    case "end":
      return s.loading ? { ...s, loading: false } : s;
    case "error":
      return { ...s, loading: false, error: a.message };
    case "clear":
      return emptyThread;
  }
}

/** The earlier turns sent with a new question (the empty response of a failed turn is left out). */
export function historyOf(t: ChatThread): ChatReference[] {
  return t.references.filter((r) => r.type !== "response" || r.text.trim() !== "").slice(-40);
}
