/* Sentiment split and keyword combinations computed from labelled posts and keyword lists. */

import { roundedShares } from "./statistics";

export type SentimentLabel = "positive" | "neutral" | "negative";

export interface SentimentSplit {
  base: number;
  positive: number;
  neutral: number;
  negative: number;
  shares: Record<SentimentLabel, number>;
}

export function sentimentSplit(counts: Partial<Record<SentimentLabel, number>>): SentimentSplit {
  const positive = counts.positive ?? 0;
  const neutral = counts.neutral ?? 0;
  const negative = counts.negative ?? 0;
  const [p, u, n] = roundedShares([positive, neutral, negative]);
  return { base: positive + neutral + negative, positive, neutral, negative, shares: { positive: p, neutral: u, negative: n } };
}

/** Unordered pairs of distinct keywords, each written "a + b" with a before b alphabetically. */
export function keywordPairs(keywords: readonly string[]): string[] {
  const unique = [...new Set(keywords)].sort();
  const pairs: string[] = [];
  for (let i = 0; i < unique.length; i++) for (let j = i + 1; j < unique.length; j++) pairs.push(`${unique[i]} + ${unique[j]}`);
  return pairs;
}

/** Counts of keyword pairs over documents (each pair counted once per document), most frequent first. */
export function keywordCombinations(documents: readonly (readonly string[])[], limit = 20): { label: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const doc of documents) for (const pair of keywordPairs(doc)) counts.set(pair, (counts.get(pair) ?? 0) + 1);
  return [...counts.entries()]
    .map(([label, count]) => ({ label, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    .slice(0, limit);
}
