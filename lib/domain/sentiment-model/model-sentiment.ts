import type { Sentiment } from "@/lib/domain/enrichment/sentiment";
import { classify, type LinearModel } from "./linear-model";

export const MODEL_METHOD = "ngram-linear-v1";

/** A post's sentiment as the model labels it, in the shape the lexicon gives. */
export function modelSentiment(model: LinearModel, text: string): Sentiment {
  const c = classify(model, text);
  return { score: Math.round(c.score * 1000) / 1000, label: c.label, method: MODEL_METHOD, confidence: Math.round(c.confidence * 100) / 100 };
}
