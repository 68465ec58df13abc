import "server-only";
import { extractCampaignParameters, nameFrom, type CampaignParameters } from "@/lib/domain/campaigns/description/extract";
import { OBJECTIVES } from "@/lib/domain/campaigns/objectives";
import { AGES, CURRENCIES } from "@/lib/domain/targeting/options";
import { campaignParametersSchema } from "@/lib/schemas/campaign-generation";
import { config } from "@/lib/server/config";
import { ChatModelError } from "@/lib/server/chat/chat-model";
import { completionPieces, type OpenAiOptions } from "@/lib/server/chat/openai-chat-model";

/** Reads a campaign description into parameters: the local rules, or the configured chat model. */
export interface ParameterExtractor {
  readonly kind: "rules" | "model";
  extract(description: string, today: string, signal: AbortSignal): Promise<CampaignParameters>;
}

export const rulesExtractor = (): ParameterExtractor => ({ kind: "rules", extract: async (description, today) => extractCampaignParameters(description, today) });

const INSTRUCTION = [
  "You read an advertiser's description of an X (Twitter) ad campaign and answer with one JSON object only, no prose, with these keys:",
  `name (a short campaign name), objective (one of ${OBJECTIVES.join(", ")}, or null), budget (the amount as digits with at most one decimal place, or null),`,
  `currency (one of ${CURRENCIES.join(", ")}, or null), budget_kind ("lifetime" or "daily"), start and end (YYYY-MM-DD, or null),`,
  `targeting: {handles (X handles without @), hashtags (without #), keywords (interests in the description's words), countries (English names), languages (English names), gender (ANY, MALE or FEMALE), age (one of ${AGES.map((a) => a.value).join(", ")})}.`,
  "Use null or empty lists for what the description does not say; never invent a budget or dates.",
].join(" ");

/** The JSON object in a model's answer (models sometimes wrap it in a code fence). */
function jsonIn(text: string): unknown {
  const from = text.indexOf("{");
  const to = text.lastIndexOf("}");
  if (from < 0 || to < from) throw new ChatModelError("The chat model did not answer with the campaign's parameters.");
  try {
    return JSON.parse(text.slice(from, to + 1));
  } catch {
    throw new ChatModelError("The chat model did not answer with the campaign's parameters.");
  }
}

/** The OpenAI-compatible chat model, asked for the parameters as JSON and checked against the same schema the API answers with. */
export function modelExtractor(o: OpenAiOptions): ParameterExtractor {
  return {
    kind: "model",
    async extract(description, today, signal) {
      let text = "";
      for await (const piece of completionPieces(o, [{ role: "system", content: `${INSTRUCTION} Today is ${today}.` }, { role: "user", content: description }], signal)) text += piece;
      const parsed = campaignParametersSchema.safeParse(jsonIn(text));
      if (!parsed.success) throw new ChatModelError(`The chat model's parameters are not valid (${parsed.error.issues[0]?.path.join(".") || "answer"}).`);
      return { ...parsed.data, name: parsed.data.name || nameFrom(description) };
    },
  };
}

/** The chat model when CHAT_MODEL_URL is set (as the analysis chat), else the local rules. */
export function configuredParameterExtractor(): ParameterExtractor {
  const c = config();
  if (!c.CHAT_MODEL_URL) return rulesExtractor();
  return modelExtractor({ url: c.CHAT_MODEL_URL, apiKey: c.CHAT_MODEL_API_KEY, model: c.CHAT_MODEL_NAME, timeoutMs: c.CHAT_MODEL_TIMEOUT_MS });
}
