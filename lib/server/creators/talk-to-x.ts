import "server-only";
import { setTimeout as sleep } from "node:timers/promises";
import { config } from "@/lib/server/config";
import type { Database } from "@/lib/server/db/client";
import { enforceRateLimits } from "@/lib/server/auth/rate-limit";
import { answerPieces } from "@/lib/domain/chat/analyst";
import { creatorAnswer, creatorDigest, type CreatorFacts } from "@/lib/domain/creators/creator-analyst";
import type { Locale } from "@/lib/domain/locale";
import { openAiChatModel } from "@/lib/server/chat/openai-chat-model";
import { piecesStream } from "@/lib/server/chat/pieces-stream";
import type { CreatorAccount } from "./creator-accounts";
import { creatorFacts } from "./creator-facts";

const ROLE = [
  "You are Talk to X, the analyst of a creator's own X account in Deep Thought.",
  "Answer only from the figures below, quoting the numbers exactly as written there; say so when they do not cover the question.",
  "Be brief: a few sentences.",
].join(" ");

/** The local analyst's answer, a few words at a time. */
async function* localPieces(question: string, facts: CreatorFacts, language: Locale, delayMs: number, signal: AbortSignal) {
  for (const piece of answerPieces(creatorAnswer(question, facts, language))) {
    if (signal.aborted) return;
    yield piece;
    if (delayMs) await sleep(delayMs, undefined, { signal }).catch(() => undefined);
  }
}

/**
 * One Talk to X turn as server-sent events (the analysis chat's events): the OpenAI-compatible
 * model when CHAT_MODEL_URL is set, else the local analyst, answering from the account's figures.
 */
export async function talkToX(db: Database, account: CreatorAccount, userId: string, question: string, language: Locale) {
  const c = config();
  await enforceRateLimits([{ bucket: `chat:${userId}`, limit: c.CHAT_LIMIT_PER_MINUTE, windowMs: 60_000 }]);
  const facts = await creatorFacts(db, account);
  const abort = new AbortController();
  const pieces = c.CHAT_MODEL_URL
    ? openAiChatModel({ url: c.CHAT_MODEL_URL, apiKey: c.CHAT_MODEL_API_KEY, model: c.CHAT_MODEL_NAME, timeoutMs: c.CHAT_MODEL_TIMEOUT_MS }).answer(
        {
          question, context: "", history: [], language, brief: { role: ROLE, figures: creatorDigest(facts) },
          analysis: { query_type: "creator", subject: `@${account.handle}`, audience: { population: facts.followers, sampled: facts.followers, is_sample: false, posts_matched: facts.posts }, sections: {} },
        },
        abort.signal,
      )
    : localPieces(question, facts, language, c.CHAT_LOCAL_PIECE_DELAY_MS, abort.signal);
  return piecesStream(pieces[Symbol.asyncIterator](), abort);
}
