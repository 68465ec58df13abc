import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { LABELS } from "@/lib/domain/sentiment-model/linear-model";
import type { LabelledText } from "@/lib/domain/sentiment-model/train-sentiment";
import { sharedDir } from "@/lib/server/corpus/shared-dir";

/** The general training set: 31k posts labelled by people (Figure Eight, Data for Everyone; CC BY 4.0). */
export const GENERAL_SET = "data/train/tweet-sentiment-31k.csv";
/** The airline posts: CC BY-NC-SA 4.0, for measuring only; never trained on for the shipped model, never shipped. */
export const AIRLINE_SET = "data/eval/airline-sentiment-tweets.csv";

function read(file: string, textColumn: string, labelColumn: string): LabelledText[] {
  const rows = parse(readFileSync(path.join(sharedDir(), file)), { columns: true, bom: true }) as Record<string, string>[];
  return rows
    .map((r) => ({ text: (r[textColumn] ?? "").trim(), label: r[labelColumn] as LabelledText["label"] }))
    .filter((r) => r.text && LABELS.includes(r.label));
}

export const generalSet = () => read(GENERAL_SET, "text", "sentiment");
export const airlineSet = () => read(AIRLINE_SET, "text", "airline_sentiment");
