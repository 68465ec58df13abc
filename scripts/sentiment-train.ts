// npm run sentiment:train - trains the shipped sentiment model on ../shared/data/train/tweet-sentiment-31k.csv
// (CC BY 4.0; credit "Figure Eight, Data for Everyone (CC BY 4.0)") and writes lib/server/sentiment/base-model.msm.
// Deterministic: the same data gives the same bytes. When the airline set is there, the model is
// measured on it (only measured: nothing from it is trained on) and the figures go into the file.
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { classificationMetrics } from "@/lib/domain/enrichment/classification-metrics";
import { classify, LABELS } from "@/lib/domain/sentiment-model/linear-model";
import { decodeModel, encodeModel, type ModelFacts } from "@/lib/domain/sentiment-model/model-file";
import { generalExamples, trainSentimentModel } from "@/lib/domain/sentiment-model/train-sentiment";
import { BASE_MODEL_FILE } from "@/lib/server/sentiment/base-model";
import { AIRLINE_SET, airlineSet, generalSet } from "@/lib/server/sentiment/labelled-sets";
import { sharedDir } from "@/lib/server/corpus/shared-dir";

const started = Date.now();
const general = generalSet();
const model = trainSentimentModel(generalExamples(general), {
  onProgress: (done) => process.stdout.write(`\rtraining on ${general.length} posts: ${Math.round(done * 100)}%`),
});
console.log(`\ntrained in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const facts: ModelFacts = { kind: "base", trainedOn: general.length, teamLabels: 0, accuracy: null, macroF1: null, measuredOn: null };
if (existsSync(path.join(sharedDir(), AIRLINE_SET))) {
  // Measured on the quantised model as shipped.
  const shipped = decodeModel(encodeModel(model, facts)).model;
  const test = airlineSet();
  const m = classificationMetrics(test.map((t) => t.label), test.map((t) => classify(shipped, t.text).label), LABELS);
  Object.assign(facts, { accuracy: round(m.accuracy), macroF1: round(m.macroF1), measuredOn: test.length });
  console.log(`airline set: accuracy ${(m.accuracy * 100).toFixed(1)}%, macro-F1 ${m.macroF1.toFixed(3)}`);
}
const bytes = encodeModel(model, facts);
writeFileSync(path.join(process.cwd(), BASE_MODEL_FILE), bytes);
console.log(`wrote ${BASE_MODEL_FILE} (${(bytes.length / 1024).toFixed(0)} KiB)`);

function round(x: number) {
  return Math.round(x * 1000) / 1000;
}
