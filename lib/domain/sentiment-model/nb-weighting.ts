/*
 * Naive-Bayes weighting of the features (as in NB-SVM): each feature is given, per label, how much
 * more often it occurs in that label's posts than in the others' (the magnitude of the smoothed
 * log-count ratio, sharpened by a power). The logistic regression learns on three copies of each
 * feature, copy c scaled by its ratio for label c, so words that tell the labels apart start out
 * louder than the many that do not. Afterwards the copies are folded back into one weight per
 * feature and label: the trained model is a plain linear model over the usual features.
 */
import { DEFAULT_TRAINING, LABELS, train, type Example, type LinearModel, type TrainOptions } from "./linear-model";

const K = LABELS.length;
/** Smoothing of the counts (per bucket) and the power the ratios are raised to: chosen by 3-fold cross-validation on the general set. */
export const NB_SMOOTHING = 10;
export const NB_POWER = 2;

/** `ratio[f * 3 + k]`: |log(share of label k's features that are f / share of the other labels' that are f)|^power. */
export function logCountRatios(examples: readonly Example[], bits: number, smoothing = NB_SMOOTHING, power = NB_POWER): Float32Array {
  const F = 1 << bits;
  const present = new Float64Array(F * K);
  const totals = new Float64Array(K);
  for (const e of examples) {
    for (let j = 0; j < e.x.index.length; j++) present[e.x.index[j] * K + e.y] += e.weight;
    totals[e.y] += e.weight * e.x.index.length;
  }
  const all = totals.reduce((a, b) => a + b, 0);
  const ratio = new Float32Array(F * K);
  for (let f = 0; f < F; f++) {
    const inAll = present[f * K] + present[f * K + 1] + present[f * K + 2];
    for (let k = 0; k < K; k++) {
      const inLabel = (present[f * K + k] + smoothing) / (totals[k] + smoothing * F);
      const inOthers = (inAll - present[f * K + k] + smoothing) / (all - totals[k] + smoothing * F);
      ratio[f * K + k] = Math.abs(Math.log(inLabel / inOthers)) ** power;
    }
  }
  return ratio;
}

/** The example with each feature f in three copies (bucket c * 2^bits + f), copy c scaled by f's ratio for label c. */
function widened(e: Example, ratio: Float32Array, bits: number): Example {
  const n = e.x.index.length;
  const index = new Int32Array(n * K);
  const value = new Float32Array(n * K);
  for (let j = 0; j < n; j++) {
    for (let c = 0; c < K; c++) {
      index[j * K + c] = (c << bits) + e.x.index[j];
      value[j * K + c] = e.x.value[j] * ratio[e.x.index[j] * K + c];
    }
  }
  return { x: { index, value }, y: e.y, weight: e.weight };
}

/** A logistic regression trained on NB-weighted features, folded back into a model over the plain features. */
export function trainNbWeighted(examples: readonly Example[], options: Partial<TrainOptions> = {}): LinearModel {
  const bits = options.bits ?? DEFAULT_TRAINING.bits;
  const ratio = logCountRatios(examples, bits);
  // Four times the buckets hold the three copies (the fourth quarter stays unused).
  const wide = train(examples.map((e) => widened(e, ratio, bits)), { ...DEFAULT_TRAINING, ...options, bits: bits + 2 });
  const F = 1 << bits;
  const weights = new Float32Array(F * K);
  for (let f = 0; f < F; f++) {
    for (let k = 0; k < K; k++) {
      let w = 0;
      for (let c = 0; c < K; c++) w += wide.weights[((c << bits) + f) * K + k] * ratio[f * K + c];
      weights[f * K + k] = w;
    }
  }
  return { bits, weights, bias: wide.bias };
}
