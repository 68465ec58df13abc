import "server-only";
import { setTimeout as sleep } from "node:timers/promises";
import { analystAnswer, answerPieces } from "@/lib/domain/chat/analyst";
import type { ChatModel, ChatTurn } from "./chat-model";

/** The embedded chat model: answers from the analysis itself, streamed a few words at a time. */
export function localAnalyst(pieceDelayMs: number): ChatModel {
  return {
    kind: "local",
    async *answer(turn: ChatTurn, signal: AbortSignal) {
      for (const piece of answerPieces(analystAnswer(turn.question, turn.analysis, turn.language))) {
        if (signal.aborted) return;
        yield piece;
        if (pieceDelayMs) await sleep(pieceDelayMs, undefined, { signal }).catch(() => undefined);
      }
    },
  };
}
