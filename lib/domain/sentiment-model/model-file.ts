/*
 * The sentiment model as bytes: "MSM1", a little-endian uint32 header length, a JSON header
 * (buckets, biases, per-label scales, what it was trained on and how it measured) and the weights
 * quantised to one signed byte each (a label's weights share a scale).
 */
import { LABELS, type LinearModel } from "./linear-model";

const MAGIC = "MSM1";

export interface ModelFacts {
  /** "base" for the shipped model, "team" for a team's own. */
  kind: "base" | "team";
  /** Labelled posts it was trained on (the general set) and the team's own labels in it. */
  trainedOn: number;
  teamLabels: number;
  /**
   * Measured accuracy and macro-F1, and on how many posts: the airline test set for the shipped
   * model, the team's own labels (cross-validated) for a team's.
   */
  accuracy: number | null;
  macroF1: number | null;
  measuredOn: number | null;
  /** A team's model: the version of the shipped model it was adapted from (absent in files written before it was recorded). */
  baseVersion?: string;
}

export interface ModelHeader extends ModelFacts {
  bits: number;
  bias: number[];
  scales: number[];
}

export function encodeModel(model: LinearModel, facts: ModelFacts): Uint8Array {
  const K = LABELS.length;
  const n = model.weights.length / K;
  const scales = LABELS.map((_, k) => {
    let max = 0;
    for (let f = 0; f < n; f++) max = Math.max(max, Math.abs(model.weights[f * K + k]));
    return max / 127 || 1;
  });
  const header: ModelHeader = { ...facts, bits: model.bits, bias: [...model.bias], scales };
  const json = new TextEncoder().encode(JSON.stringify(header));
  const out = new Uint8Array(8 + json.length + model.weights.length);
  out.set(new TextEncoder().encode(MAGIC), 0);
  new DataView(out.buffer).setUint32(4, json.length, true);
  out.set(json, 8);
  const weights = new Int8Array(out.buffer, 8 + json.length, model.weights.length);
  for (let i = 0; i < model.weights.length; i++) weights[i] = Math.round(model.weights[i] / scales[i % K]);
  return out;
}

export function decodeModel(bytes: Uint8Array): { model: LinearModel; facts: ModelFacts } {
  if (new TextDecoder().decode(bytes.subarray(0, 4)) !== MAGIC) throw new Error("not a sentiment model file");
  const length = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(4, true);
  const { bits, bias, scales, ...facts } = JSON.parse(new TextDecoder().decode(bytes.subarray(8, 8 + length))) as ModelHeader;
  const K = LABELS.length;
  const size = (1 << bits) * K;
  if (bytes.length !== 8 + length + size) throw new Error("sentiment model file has the wrong length");
  const quantised = new Int8Array(bytes.buffer, bytes.byteOffset + 8 + length, size);
  const weights = new Float32Array(size);
  for (let i = 0; i < size; i++) weights[i] = quantised[i] * scales[i % K];
  return { model: { bits, weights, bias: Float32Array.from(bias) }, facts };
}
