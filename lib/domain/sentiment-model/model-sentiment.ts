import type { Sentiment } from "@/lib/domain/enrichment/sentiment";
import { classify, type LinearModel } from "./linear-model";

/** Changes with every shipped model whose labels differ, so posts an older one labelled are labelled again at start-up. */
export const MODEL_METHOD = "ngram-linear-v2";

/** A post's sentiment as the model labels it, in the shape the lexicon gives. */
export function modelSentiment(model: LinearModel, text: string): Sentiment {
  const c = classify(model, text);
  return { score: Math.round(c.score * 1000) / 1000, label: c.label, method: MODEL_METHOD, confidence: Math.round(c.confidence * 100) / 100 };
}
