import { classificationMetrics } from "@/lib/domain/enrichment/classification-metrics";
import { classify, LABELS, type LinearModel } from "./linear-model";
import { adaptSentimentModel, type LabelledText } from "./train-sentiment";

/**
 * Accuracy and macro-F1 of a team's model estimated on the team's own labels: each of `folds`
 * parts is labelled by the shipped model adapted to the other parts. `onProgress` is awaited after
 * each part (a job writes its progress there).
 */
export async function crossValidate(
  base: LinearModel,
  team: readonly LabelledText[],
  folds = 5,
  onProgress?: (done: number) => void | Promise<void>,
): Promise<{ accuracy: number; macroF1: number } | null> {
  const parts = Math.min(folds, team.length);
  if (parts < 2) return null;
  const predicted = new Array<LabelledText["label"]>(team.length);
  for (let part = 0; part < parts; part++) {
    const model = adaptSentimentModel(base, team.filter((_, i) => i % parts !== part));
    team.forEach((t, i) => {
      if (i % parts === part) predicted[i] = classify(model, t.text).label;
    });
    await onProgress?.((part + 1) / parts);
  }
  const m = classificationMetrics(team.map((t) => t.label), predicted, LABELS);
  return { accuracy: m.accuracy, macroF1: m.macroF1 };
}
