/*
 * The features of a post for the sentiment model: word unigrams and bigrams (negated words marked),
 * character 2-5-grams inside words, punctuation runs and a lexicon score, hashed into a fixed number
 * of buckets so the model is a plain array of weights whatever words it meets.
 */
import { analyzeSentiment } from "@/lib/domain/enrichment/sentiment";

export interface SparseVector {
  index: Int32Array;
  value: Float32Array;
}

const URL = /https?:\/\/\S+|www\.\S+/g;
const MENTION = /@\w+/g;
/** Numbers, but not the 3 of a "<3" heart. */
const NUMBER = /(?<!<)\d+([.,:]\d+)*/g;
/** Three or more of the same letter are two ("soooo" is "soo"): stretched words share features. */
const STRETCH = /(\p{L})\1{2,}/gu;
/** Words, ! and ? runs, emoji, emoticons, and clause punctuation (which ends a negation and is no feature itself). */
const TOKEN = /[\p{L}\p{M}\p{N}_']+|[!?]+|\p{Extended_Pictographic}|[:;=]-?[()dpD/\\|]|<3|[.,;:]+/gu;
const CLAUSE_PUNCTUATION = /^[.,;:]+$/;
/** Exports write "&" as "&amp;" (and "<3" as "&lt;3"); the training set has them plain. */
const ENTITY = /&(amp|lt|gt|quot|#39);/g;
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
const NEGATORS = new Set([
  "not", "no", "never", "nothing", "nobody", "none", "nor", "cannot", "without", "aint", "cant", "dont", "didnt", "doesnt", "wont",
  "isnt", "wasnt", "arent", "werent", "havent", "hasnt", "hadnt", "couldnt", "shouldnt", "wouldnt",
]);
const CLAUSE_END = /^[!?]+$/;
// Weights of the feature groups before normalisation: character n-grams are many, so each counts
// little; the lexicon score carries general knowledge of valence the 31k posts alone lack.
const CHAR_WEIGHT = 0.25;
const LEXICON_WEIGHT = 16;

/**
 * Lower-cased tokens with html entities decoded, urls and numbers folded into placeholders and
 * @handles dropped: the training set's makers removed its handles, so the model never learnt from
 * them, and a handle's letters would otherwise count as character n-grams.
 */
export function tokens(text: string): string[] {
  const clean = text.replace(ENTITY, (e) => ENTITIES[e]).replace(URL, " httpurl ").replace(MENTION, " ").replace(NUMBER, " 0 ").toLowerCase().replace(STRETCH, "$1$1");
  return (clean.match(TOKEN) ?? []).map((t) => t.replace(/'/g, ""));
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** 32-bit FNV-1a of a string. */
function hash(s: string): number {
  let h = FNV_OFFSET;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), FNV_PRIME);
  return h >>> 0;
}

/** The hash of "c:" (every character n-gram's prefix), so n-grams extend it without building strings. */
const CHAR_PREFIX = [99, 58].reduce((h, c) => Math.imul(h ^ c, FNV_PRIME), FNV_OFFSET);

/** The hash of every 2- to 5-character run of `padded`, each extended from the one before. */
function charGrams(padded: string, emit: (h: number) => void) {
  for (let k = 0; k < padded.length - 1; k++) {
    let h = CHAR_PREFIX;
    for (let n = 1; n <= 5 && k + n <= padded.length; n++) {
      h = Math.imul(h ^ padded.charCodeAt(k + n - 1), FNV_PRIME);
      if (n >= 2) emit(h >>> 0);
    }
  }
}

/** Reused between calls: a bucket's running value and the buckets touched, so no map is built per post. */
let scratch = new Float32Array(0);
let touched = new Int32Array(1024);

/** The hashed, L2-normalised feature vector of a text for a model with `2^bits` buckets. */
export function featurize(text: string, bits: number): SparseVector {
  const mask = (1 << bits) - 1;
  if (scratch.length !== mask + 1) scratch = new Float32Array(mask + 1);
  let size = 0;
  const bump = (i: number, weight: number) => {
    if (scratch[i] === 0) {
      if (size === touched.length) touched = Int32Array.from({ length: size * 2 }, (_, k) => touched[k] ?? 0);
      touched[size++] = i;
    }
    scratch[i] += weight;
  };
  const add = (feature: string, weight = 1) => bump(hash(feature) & mask, weight);
  const words = tokens(text);
  let negated = false;
  let previous = "<s>";
  for (const w of words) {
    // A negation reaches to the end of its clause: "not good, great" marks good, not great.
    if (CLAUSE_PUNCTUATION.test(w)) {
      negated = false;
      continue;
    }
    if (CLAUSE_END.test(w)) negated = false;
    const word = negated ? `${w}_neg` : w;
    add(`w:${word}`);
    add(`b:${previous} ${w}`);
    previous = w;
    if (NEGATORS.has(w)) negated = true;
    if (w.length > 1 && /\p{L}/u.test(w)) charGrams(` ${w} `, (h) => bump(h & mask, CHAR_WEIGHT));
  }
  add(`b:${previous} </s>`);
  const lexicon = analyzeSentiment(text).score;
  // A zero weight would leave its bucket looking untouched: only non-zero lexicon features are added.
  if (lexicon > 0) add("lex:pos", lexicon * LEXICON_WEIGHT);
  if (lexicon < 0) add("lex:neg", -lexicon * LEXICON_WEIGHT);
  add(`lex:bin${Math.round(lexicon * 4)}`, LEXICON_WEIGHT / 2);
  let norm = 0;
  for (let k = 0; k < size; k++) norm += scratch[touched[k]] ** 2;
  norm = Math.sqrt(norm) || 1;
  const index = touched.slice(0, size);
  const value = new Float32Array(size);
  for (let k = 0; k < size; k++) {
    value[k] = scratch[index[k]] / norm;
    scratch[index[k]] = 0;
  }
  return { index, value };
}
