/*
 * How a sentiment model is trained: the general set weighted so each label counts the same (the
 * posts a team analyses may lean any way), plus a team's own labels weighted up so that together
 * they count half as much as the general set.
 */
import type { SentimentLabel } from "@/lib/domain/enrichment/sentiment";
import { DEFAULT_TRAINING, examplesOf, LABELS, train, type Example, type LinearModel, type TrainOptions } from "./linear-model";

export interface LabelledText {
  text: string;
  label: SentimentLabel;
}

/** The general set's examples (featurise once, reuse for every team). */
export function generalExamples(items: readonly LabelledText[], bits = DEFAULT_TRAINING.bits): Example[] {
  const examples = examplesOf(items, bits);
  const counts = LABELS.map((_, k) => examples.filter((e) => e.y === k).length);
  for (const e of examples) e.weight = examples.length / (LABELS.length * counts[e.y]);
  return examples;
}

/** How much one of a team's labels counts beside `general` examples of the general set. */
export function teamWeight(general: number, teamLabels: number): number {
  return teamLabels ? Math.max(1, general / (2 * teamLabels)) : 0;
}

export function trainSentimentModel(general: readonly Example[], team: readonly LabelledText[], options: Partial<TrainOptions> = {}): LinearModel {
  const o = { ...DEFAULT_TRAINING, ...options };
  return train([...general, ...examplesOf(team, o.bits, teamWeight(general.length, team.length))], o);
}
