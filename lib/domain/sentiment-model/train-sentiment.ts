/*
 * How sentiment models are trained. The shipped model learns from the general set, weighted so each
 * label counts the same (the posts a team analyses may lean any way), as a logistic regression on
 * naive-Bayes-weighted features (nb-weighting.ts: 3-fold cross-validated macro-F1 on the general set
 * 0.747 against 0.735 for the plain regression). A team's model starts from the
 * shipped one and learns the team's labels while its weights are pulled back towards the shipped
 * ones: what the general set taught stays unless the team's posts say otherwise. (Retraining on the
 * general set plus the team's labels measured lower on the airline set, took seconds rather than
 * under one, and would need the general set at run time.)
 */
import type { SentimentLabel } from "@/lib/domain/enrichment/sentiment";
import { DEFAULT_TRAINING, examplesOf, LABELS, train, type Example, type LinearModel, type TrainOptions } from "./linear-model";
import { trainNbWeighted } from "./nb-weighting";

export interface LabelledText {
  text: string;
  label: SentimentLabel;
}

/** The general set's examples, each label's posts weighted to count the same in all. */
export function generalExamples(items: readonly LabelledText[], bits = DEFAULT_TRAINING.bits): Example[] {
  const examples = examplesOf(items, bits);
  const counts = LABELS.map((_, k) => examples.filter((e) => e.y === k).length);
  for (const e of examples) e.weight = examples.length / (LABELS.length * counts[e.y]);
  return examples;
}

export function trainSentimentModel(general: readonly Example[], options: Partial<TrainOptions> = {}): LinearModel {
  return trainNbWeighted(general, options);
}

/** How strongly a team's model is held to the shipped one. */
const ADAPT_L2 = 1e-3;

/** Labels at which a team's labels move the model half as far: a handful of clicks moves it a little, hundreds fully. */
const HALF_WEIGHT_LABELS = 50;

/** A team's model: the shipped model adapted to the team's own labels. */
export function adaptSentimentModel(base: LinearModel, team: readonly LabelledText[], options: Partial<TrainOptions> = {}): LinearModel {
  // AdaGrad steps ignore how examples are weighted, so few labels take smaller steps instead.
  const learningRate = (options.learningRate ?? DEFAULT_TRAINING.learningRate) * (team.length / (team.length + HALF_WEIGHT_LABELS));
  return train(examplesOf(team, base.bits), { ...DEFAULT_TRAINING, l2: ADAPT_L2, ...options, learningRate, bits: base.bits, start: base });
}
