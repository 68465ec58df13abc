// npm run eval:sentiment - the lexicons, the shipped model and a team's adapted model side by side on
// ../shared/data/eval/airline-sentiment-tweets.csv (CC BY-NC-SA 4.0: evaluation only, never shipped).
// The shipped model never saw it; an adapted model is the shipped one adapted to N airline posts
// taken as a team's labels (a seeded draw), as a team's model is, measured on the other airline posts.
import { classificationMetrics, confusionMatrix } from "@/lib/domain/enrichment/classification-metrics";
import { afinnSentiment, analyzeSentiment, type SentimentLabel } from "@/lib/domain/enrichment/sentiment";
import { classify, LABELS, type LinearModel } from "@/lib/domain/sentiment-model/linear-model";
import { decodeModel, encodeModel } from "@/lib/domain/sentiment-model/model-file";
import { adaptSentimentModel, type LabelledText } from "@/lib/domain/sentiment-model/train-sentiment";
import { baseSentimentModel } from "@/lib/server/sentiment/base-model";
import { airlineSet } from "@/lib/server/sentiment/labelled-sets";

const airline = airlineSet();
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const count = (label: SentimentLabel) => airline.filter((t) => t.label === label).length;
console.log(`airline-sentiment-tweets.csv: ${airline.length} posts (negative ${count("negative")}, neutral ${count("neutral")}, positive ${count("positive")})`);

/** A fixed shuffle of the airline posts: a team's labels are its first N, the test the rest. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let s = seed;
  const next = () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 4294967296);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

function report(name: string, test: readonly LabelledText[], label: (text: string) => SentimentLabel) {
  const started = performance.now();
  const predicted = test.map((t) => label(t.text));
  const micros = ((performance.now() - started) * 1000) / test.length;
  const gold = test.map((t) => t.label);
  const m = classificationMetrics(gold, predicted, LABELS);
  const matrix = confusionMatrix(gold, predicted, LABELS);
  console.log(`\n${name} (${test.length} test posts)`);
  console.log(`  accuracy ${pct(m.accuracy)}  macro-F1 ${m.macroF1.toFixed(3)}  F1 ${m.perLabel.map((l) => `${l.label} ${l.f1.toFixed(3)}`).join(", ")}  ${micros.toFixed(1)} µs per post`);
  console.log(`  confusion (rows: people said; columns: model said ${LABELS.join(" / ")})`);
  LABELS.forEach((l, i) => console.log(`    ${l.padEnd(9)} ${matrix[i].map((n) => String(n).padStart(6)).join("")}`));
  return m.macroF1;
}

const base = baseSentimentModel();
const byModel = (model: LinearModel) => (text: string) => classify(model, text).label;
report("AFINN baseline", airline, (t) => afinnSentiment(t).label);
report("lexicon-rules-v1", airline, (t) => analyzeSentiment(t).label);
const baseF1 = report(`base model (${base.facts.trainedOn} general posts)`, airline, byModel(base.model));

const drawn = shuffled(airline, 22);
const adapted: Record<number, number> = {};
for (const n of [500, 2000]) {
  const started = Date.now();
  const trained = adaptSentimentModel(base.model, drawn.slice(0, n));
  const seconds = (Date.now() - started) / 1000;
  const model = decodeModel(encodeModel(trained, { kind: "team", trainedOn: base.facts.trainedOn + n, teamLabels: n, accuracy: null, macroF1: null, measuredOn: null })).model;
  adapted[n] = report(`adapted with ${n} team labels (trained in ${seconds.toFixed(1)} s)`, drawn.slice(n), byModel(model));
}
console.log(`\nmacro-F1 base=${baseF1.toFixed(3)} adapted500=${adapted[500].toFixed(3)} adapted2000=${adapted[2000].toFixed(3)}`);
