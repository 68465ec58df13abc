// npm run eval:sentiment - accuracy and macro-F1 of the sentiment analyser against a plain AFINN
// baseline on ../shared/data/eval/airline-sentiment-tweets.csv (CC BY-NC-SA 4.0: evaluation only;
// nothing is fitted to it and it is never shipped or imported).
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { classificationMetrics } from "@/lib/domain/enrichment/classification-metrics";
import { afinnSentiment, analyzeSentiment, type SentimentLabel } from "@/lib/domain/enrichment/sentiment";

const shared = process.env.SHARED_DIR ?? path.resolve(process.cwd(), "../shared");
const file = path.join(shared, "data/eval/airline-sentiment-tweets.csv");
const rows = parse(readFileSync(file), { columns: true, bom: true }) as { airline_sentiment: string; text: string }[];
const labels: SentimentLabel[] = ["negative", "neutral", "positive"];
const gold = rows.map((r) => r.airline_sentiment as SentimentLabel);

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
console.log(`airline-sentiment-tweets.csv: ${rows.length} posts (negative ${gold.filter((g) => g === "negative").length}, neutral ${gold.filter((g) => g === "neutral").length}, positive ${gold.filter((g) => g === "positive").length})`);
console.log("method                 accuracy  macro-F1  F1 neg / neu / pos");
for (const [name, fn] of [["AFINN baseline", afinnSentiment], ["lexicon-rules-v1", analyzeSentiment]] as const) {
  const m = classificationMetrics(gold, rows.map((r) => fn(r.text).label), labels);
  console.log(`${name.padEnd(22)} ${pct(m.accuracy).padStart(8)}  ${pct(m.macroF1).padStart(8)}  ${m.perLabel.map((l) => pct(l.f1)).join(" / ")}`);
}
