/*
 * A multinomial logistic regression over hashed features: what the sentiment model is, how it
 * labels a post and how it is trained (deterministically: a seeded shuffle, no clock, no threads).
 */
import type { SentimentLabel } from "@/lib/domain/enrichment/sentiment";
import { featurize, type SparseVector } from "./features";

export const LABELS: readonly SentimentLabel[] = ["negative", "neutral", "positive"];
const K = LABELS.length;

export interface LinearModel {
  /** Feature buckets are 2^bits. */
  bits: number;
  /** `weights[f * 3 + k]`: feature f's weight for label k (negative, neutral, positive). */
  weights: Float32Array;
  bias: Float32Array;
}

export interface Example {
  x: SparseVector;
  /** Index into LABELS. */
  y: number;
  /** How much the example counts (a team's own labels count more than the general set). */
  weight: number;
}

export interface TrainOptions {
  bits: number;
  epochs: number;
  /** L2 penalty per example seen. */
  l2: number;
  seed: number;
  learningRate: number;
  /** Reports the share of the work done (0..1). */
  onProgress?: (done: number) => void;
  /** Start from this model and pull the weights towards it rather than towards zero (adapting a trained model). */
  start?: LinearModel;
}

export const DEFAULT_TRAINING: Omit<TrainOptions, "onProgress"> = { bits: 18, epochs: 6, l2: 1e-6, seed: 22, learningRate: 0.2 };

/** The probability of each label for a featurised post. */
export function probabilities(model: LinearModel, x: SparseVector): [number, number, number] {
  const z = [model.bias[0], model.bias[1], model.bias[2]];
  for (let j = 0; j < x.index.length; j++) {
    const base = x.index[j] * K;
    const v = x.value[j];
    z[0] += model.weights[base] * v;
    z[1] += model.weights[base + 1] * v;
    z[2] += model.weights[base + 2] * v;
  }
  const top = Math.max(z[0], z[1], z[2]);
  const e = z.map((s) => Math.exp(s - top));
  const sum = e[0] + e[1] + e[2];
  return [e[0] / sum, e[1] / sum, e[2] / sum];
}

/** The most probable label of a text, with its probability and a -1..1 score (positive minus negative). */
export function classify(model: LinearModel, text: string): { label: SentimentLabel; confidence: number; score: number } {
  const p = probabilities(model, featurize(text, model.bits));
  const best = p[0] >= p[1] && p[0] >= p[2] ? 0 : p[1] >= p[2] ? 1 : 2;
  return { label: LABELS[best], confidence: p[best], score: p[2] - p[0] };
}

/** A small seeded generator (mulberry32), so training gives the same model on every machine. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Stochastic gradient descent with AdaGrad step sizes and a lazily applied L2 penalty on the
 * weights an example touches.
 */
export function train(examples: readonly Example[], options: TrainOptions): LinearModel {
  const { bits, epochs, l2, learningRate } = options;
  const size = (1 << bits) * K;
  if (options.start && options.start.bits !== bits) throw new Error("the starting model has other feature buckets");
  const prior = options.start?.weights ?? new Float32Array(size);
  const weights = Float32Array.from(prior);
  const squares = new Float32Array(size).fill(1e-8);
  const bias = Float32Array.from(options.start?.bias ?? new Float32Array(K));
  const biasSquares = new Float32Array(K).fill(1e-8);
  const order = examples.map((_, i) => i);
  const next = random(options.seed);
  const model: LinearModel = { bits, weights, bias };
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (const at of order) {
      const { x, y, weight } = examples[at];
      const p = probabilities(model, x);
      for (let k = 0; k < K; k++) {
        const g = (p[k] - (k === y ? 1 : 0)) * weight;
        if (g === 0) continue;
        biasSquares[k] += g * g;
        bias[k] -= (learningRate * g) / Math.sqrt(biasSquares[k]);
        for (let j = 0; j < x.index.length; j++) {
          const f = x.index[j] * K + k;
          const gf = g * x.value[j] + l2 * (weights[f] - prior[f]);
          squares[f] += gf * gf;
          weights[f] -= (learningRate * gf) / Math.sqrt(squares[f]);
        }
      }
    }
    options.onProgress?.((epoch + 1) / epochs);
  }
  return model;
}

/** Labelled texts as training examples. */
export function examplesOf(items: readonly { text: string; label: SentimentLabel }[], bits: number, weight = 1): Example[] {
  return items.map((item) => ({ x: featurize(item.text, bits), y: LABELS.indexOf(item.label), weight }));
}
