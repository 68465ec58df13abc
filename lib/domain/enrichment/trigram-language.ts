import { data } from "franc-min/data.js";
import { expressions } from "franc-min/expressions.js";

/*
 * franc's trigram language guess (franc-min's models and script expressions, same algorithm, same
 * answers) organised for speed: each trigram is looked up once in one table holding its rank in
 * every candidate model, instead of once per language, and the script of each character is
 * remembered instead of scanning the text with every script expression.
 */

const MAX_LENGTH = 2048;
const MAX_DIFFERENCE = 300;
const SCRIPTS = Object.keys(expressions);
const PUNCTUATION = /[\u0021-\u0040]+/g;
const WHITESPACE = /\s+/g;

interface ScriptModel {
  languages: string[];
  /** trigram (as a number, see key()) -> its rank in each language's model, -1 where absent */
  ranks: Map<number, Int16Array>;
}

function buildModel(languages: string[], models: Record<string, string>): ScriptModel {
  const ranks = new Map<number, Int16Array>();
  languages.forEach((lang, l) => {
    models[lang].split("|").forEach((trigram, rank) => {
      const k = key(trigram.charCodeAt(0), trigram.charCodeAt(1), trigram.charCodeAt(2));
      let row = ranks.get(k);
      if (!row) ranks.set(k, (row = new Int16Array(languages.length).fill(-1)));
      row[l] = rank;
    });
  });
  return { languages, ranks };
}

/** Three UTF-16 code units as one exact number (48 bits): cheaper to hash than a string. */
const key = (a: number, b: number, c: number) => a * 4294967296 + b * 65536 + c;

/** Trigram counts of franc's cleaned text: punctuation and digits to spaces, spaces collapsed, lower case, padded. */
function trigramCounts(value: string): Map<number, number> {
  const clean = ` ${value.replace(PUNCTUATION, " ").replace(WHITESPACE, " ").trim().toLowerCase()} `;
  const counts = new Map<number, number>();
  for (let i = 0; i + 3 <= clean.length; i++) {
    const t = key(clean.charCodeAt(i), clean.charCodeAt(i + 1), clean.charCodeAt(i + 2));
    counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  return counts;
}

export interface TrigramLanguageGuesser {
  /** The ISO 639-3 code franc would give with `{ minLength, only }`, or "und". */
  (value: string): string;
}

export function trigramLanguageGuesser(only: readonly string[], minLength: number): TrigramLanguageGuesser {
  const allowed = new Set(only);
  const models = new Map<string, ScriptModel>();
  for (const script of SCRIPTS) {
    const langs = data[script] ? Object.keys(data[script]).filter((l) => allowed.has(l)) : [];
    if (langs.length) models.set(script, buildModel(langs, data[script]));
  }
  // A character may belong to several script expressions (franc counts each expression on its own).
  const scriptsOf = new Map<string, number[]>();
  const classify = (ch: string): number[] => {
    let found = scriptsOf.get(ch);
    if (!found) {
      found = [];
      SCRIPTS.forEach((name, s) => {
        const re = expressions[name];
        re.lastIndex = 0;
        const m = re.exec(ch);
        re.lastIndex = 0;
        if (m !== null && m[0] === ch) found!.push(s);
      });
      scriptsOf.set(ch, found);
    }
    return found;
  };

  return (input: string) => {
    if (!input || input.length < minLength) return "und";
    const value = input.slice(0, MAX_LENGTH);
    const counts = new Array<number>(SCRIPTS.length).fill(0);
    for (const ch of value) for (const s of classify(ch)) counts[s] += 1;
    let top = 0;
    for (let s = 1; s < counts.length; s++) if (counts[s] > counts[top]) top = s;
    const script = SCRIPTS[top];
    if (!data[script]) return counts[top] === 0 || !allowed.has(script) ? "und" : script;
    const model = models.get(script);
    if (!model) return "und";
    const distance = new Array<number>(model.languages.length).fill(0);
    for (const [trigram, count] of trigramCounts(value)) {
      const row = model.ranks.get(trigram);
      for (let l = 0; l < distance.length; l++) {
        const rank = row ? row[l] : -1;
        distance[l] += rank < 0 ? MAX_DIFFERENCE : Math.abs(count - rank - 1);
      }
    }
    let best = 0;
    for (let l = 1; l < distance.length; l++) if (distance[l] < distance[best]) best = l;
    return model.languages[best];
  };
}
