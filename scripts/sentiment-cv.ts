// npm run sentiment:cv - the shipped model's recipe scored by 3-fold cross-validation on the general
// training set alone (../shared/data/train/tweet-sentiment-31k.csv): the figure a change to the
// features or the training is chosen on. The airline set is not read.
import { classificationMetrics } from "@/lib/domain/enrichment/classification-metrics";
import { classify, LABELS } from "@/lib/domain/sentiment-model/linear-model";
import { generalExamples, trainSentimentModel, type LabelledText } from "@/lib/domain/sentiment-model/train-sentiment";
import { generalSet } from "@/lib/server/sentiment/labelled-sets";

const FOLDS = 3;
const general = generalSet();
// A fixed fold for every post (a multiplicative hash of its position), the same on every run.
const fold = general.map((_, i) => (Math.imul(i + 1, 2654435761) >>> 0) % FOLDS);
const predicted = new Array<LabelledText["label"]>(general.length);
const started = Date.now();
for (let f = 0; f < FOLDS; f++) {
  const model = trainSentimentModel(generalExamples(general.filter((_, i) => fold[i] !== f)));
  general.forEach((t, i) => {
    if (fold[i] === f) predicted[i] = classify(model, t.text).label;
  });
  process.stdout.write(`\rfold ${f + 1} of ${FOLDS} done`);
}
const m = classificationMetrics(general.map((t) => t.label), predicted, LABELS);
console.log(`\n${FOLDS}-fold cross-validation on ${general.length} general posts (${((Date.now() - started) / 1000).toFixed(0)} s):`);
console.log(`accuracy ${(m.accuracy * 100).toFixed(2)}%  macro-F1 ${m.macroF1.toFixed(4)}  F1 ${m.perLabel.map((l) => `${l.label} ${l.f1.toFixed(3)}`).join(", ")}`);
