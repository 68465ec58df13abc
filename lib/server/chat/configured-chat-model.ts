import "server-only";
import { config } from "@/lib/server/config";
import type { ChatModel } from "./chat-model";
import { localAnalyst } from "./local-analyst";
import { openAiChatModel } from "./openai-chat-model";

/** The OpenAI-compatible model when CHAT_MODEL_URL is set, else the local analyst. */
export function configuredChatModel(): ChatModel {
  const c = config();
  if (!c.CHAT_MODEL_URL) return localAnalyst(c.CHAT_LOCAL_PIECE_DELAY_MS);
  return openAiChatModel({ url: c.CHAT_MODEL_URL, apiKey: c.CHAT_MODEL_API_KEY, model: c.CHAT_MODEL_NAME, timeoutMs: c.CHAT_MODEL_TIMEOUT_MS });
}
