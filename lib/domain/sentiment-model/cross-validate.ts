import { classificationMetrics } from "@/lib/domain/enrichment/classification-metrics";
import { classify, LABELS, type Example } from "./linear-model";
import { trainSentimentModel, type LabelledText } from "./train-sentiment";

/**
 * Accuracy and macro-F1 of a team's model estimated on the team's own labels: each of `folds`
 * parts is labelled by a model trained on the general set and the other parts.
 */
export function crossValidate(general: readonly Example[], team: readonly LabelledText[], folds = 5, onProgress?: (done: number) => void) {
  const parts = Math.min(folds, team.length);
  if (parts < 2) return null;
  const predicted = new Array<LabelledText["label"]>(team.length);
  for (let part = 0; part < parts; part++) {
    const model = trainSentimentModel(general, team.filter((_, i) => i % parts !== part));
    team.forEach((t, i) => {
      if (i % parts === part) predicted[i] = classify(model, t.text).label;
    });
    onProgress?.((part + 1) / parts);
  }
  const m = classificationMetrics(team.map((t) => t.label), predicted, LABELS);
  return { accuracy: m.accuracy, macroF1: m.macroF1 };
}
