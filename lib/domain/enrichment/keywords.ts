import stopwords from "stopwords-iso/stopwords-iso.json";
import { classOf, LETTER, NUMBER } from "./char-classes";

const EN = new Set<string>((stopwords as Record<string, string[]>).en);
const JA = new Set<string>((stopwords as Record<string, string[]>).ja);
// Words of X itself that carry no topic.
for (const w of ["rt", "amp", "via", "https", "http", "co", "t.co"]) EN.add(w);

const CJK = /[\u3040-\u30ff\u3400-\u9fff]/;
const STRIP = /https?:\/\/\S+|[@#$][\p{L}\p{N}_]+/gu;
const MAY_STRIP = /[@#$]/;
const WORD = LETTER | NUMBER;
/** Inside a word, not at its end: `'`, `’`, `-`. */
const isJoiner = (u: number) => u === 39 || u === 0x2019 || u === 45;
/** Punctuation between two words that breaks a two-word combination. */
const BREAKS = new Uint8Array(128);
for (const c of ".,!?;:()\"\n") BREAKS[c.charCodeAt(0)] = 1;
let jaSegmenter: Intl.Segmenter | undefined;

/** Word tokens in order; null marks a break (a stopword or punctuation) for pairs. */
function tokens(text: string): (string | null)[] {
  const clean = text.includes("http") || MAY_STRIP.test(text) ? text.replace(STRIP, " . ") : text;
  const out: (string | null)[] = [];
  if (CJK.test(clean)) {
    jaSegmenter ??= new Intl.Segmenter("ja", { granularity: "word" });
    for (const s of jaSegmenter.segment(clean)) {
      const w = s.segment.toLowerCase();
      if (!s.isWordLike || JA.has(w) || EN.has(w) || /^[\u3040-\u309f]{1,2}$/.test(w) || /^\p{N}+$/u.test(w)) out.push(null);
      else out.push(w);
    }
    return out;
  }
  // the words of /[\p{L}][\p{L}\p{N}'’-]*[\p{L}\p{N}]|[\p{L}]/gu, scanned by hand
  let last = 0;
  const n = clean.length;
  let at = 0;
  while (at < n) {
    const cp = clean.codePointAt(at)!;
    const width = cp > 0xffff ? 2 : 1;
    if (!(classOf(cp) & LETTER)) {
      at += width;
      continue;
    }
    let end = at + width;
    while (end < n) {
      const next = clean.codePointAt(end)!;
      if (isJoiner(next) || classOf(next) & WORD) end += next > 0xffff ? 2 : 1;
      else break;
    }
    while (isJoiner(clean.charCodeAt(end - 1))) end -= 1;
    for (let i = last; i < at; i++) {
      if (BREAKS[clean.charCodeAt(i)] === 1) {
        out.push(null);
        break;
      }
    }
    last = end;
    let w = clean.slice(at, end).toLowerCase();
    if (w.includes("’")) w = w.replace(/’/g, "'");
    out.push(w.length < 3 || EN.has(w) || (w.endsWith("'s") && EN.has(w.slice(0, -2))) ? null : w);
    at = end;
  }
  return out;
}

/** Distinct keywords and two-word combinations ("word1 word2") of a post or bio. */
export function extractKeywords(text: string): { keywords: string[]; pairs: string[] } {
  const t = tokens(text);
  const keywords = new Set<string>();
  const pairs = new Set<string>();
  for (let i = 0; i < t.length; i++) {
    const w = t[i];
    if (!w) continue;
    keywords.add(w);
    const next = t[i + 1];
    if (next && next !== w) pairs.add(`${w} ${next}`);
  }
  return { keywords: [...keywords], pairs: [...pairs] };
}
