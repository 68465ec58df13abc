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
  /** trigram (as a number, see CharIndex.key()) -> its row: the languages whose model has it, with its rank there */
  rows: Map<number, number>;
  /** row r's entries are at rowStart[r] .. rowStart[r + 1] - 1 of rowLanguage / rowRank */
  rowStart: Int32Array;
  rowLanguage: Uint16Array;
  rowRank: Int16Array;
}

/**
 * Every character of the models gets a small index, so a trigram of them is one small integer
 * (a cheap Map key); a trigram holding any other character is in no model.
 */
class CharIndex {
  private index = new Uint16Array(65536);
  private size = 0;

  add(code: number): void {
    if (!this.index[code]) this.index[code] = ++this.size;
  }

  /** The trigram's key, or -1 when a character is in no model. */
  key(a: number, b: number, c: number): number {
    const x = this.index[a];
    const y = this.index[b];
    const z = this.index[c];
    return x && y && z ? (x * 512 + y) * 512 + z : -1;
  }

  /** The character's index, 0 when it is in no model. */
  at(code: number): number {
    return this.index[code];
  }

  get count(): number {
    return this.size;
  }
}

function buildModel(languages: string[], models: Record<string, string>, chars: CharIndex): ScriptModel {
  const entries = new Map<number, [number, number][]>();
  languages.forEach((lang, l) => {
    models[lang].split("|").forEach((trigram, rank) => {
      const k = chars.key(trigram.charCodeAt(0), trigram.charCodeAt(1), trigram.charCodeAt(2));
      let row = entries.get(k);
      if (!row) entries.set(k, (row = []));
      row.push([l, rank]);
    });
  });
  // Sparse rows: a trigram is in few of the script's models, so only those are visited per trigram.
  const rows = new Map<number, number>();
  const rowStart = new Int32Array(entries.size + 1);
  let total = 0;
  for (const row of entries.values()) total += row.length;
  const rowLanguage = new Uint16Array(total);
  const rowRank = new Int16Array(total);
  let r = 0;
  let at = 0;
  for (const [k, row] of entries) {
    rows.set(k, r);
    rowStart[r] = at;
    for (const [l, rank] of row) {
      rowLanguage[at] = l;
      rowRank[at] = rank;
      at += 1;
    }
    r += 1;
  }
  rowStart[r] = at;
  return { languages, rows, rowStart, rowLanguage, rowRank };
}

/** Three UTF-16 code units as one exact number (48 bits), for trigrams outside every model. */
const wideKey = (a: number, b: number, c: number) => a * 4294967296 + b * 65536 + c;

/**
 * Counts of small-integer trigram keys in a reusable open-addressing table (a Map of numbers
 * allocates per entry); `keys`/`counts` hold the distinct trigrams of the last text in slots 0..size-1.
 */
class TrigramTable {
  keys = new Int32Array(0);
  counts = new Int32Array(0);
  size = 0;
  private slots = new Int32Array(0); // index into keys/counts + 1, 0 when free
  private mask = 0;

  reset(capacity: number) {
    if (this.slots.length < capacity * 2) {
      let n = 64;
      while (n < capacity * 2) n *= 2;
      this.slots = new Int32Array(n);
      this.keys = new Int32Array(n);
      this.counts = new Int32Array(n);
      this.mask = n - 1;
    } else this.slots.fill(0);
    this.size = 0;
  }

  add(key: number) {
    let slot = Math.imul(key, 0x9e3779b1) >>> 0 & this.mask;
    for (;;) {
      const at = this.slots[slot];
      if (at === 0) {
        this.keys[this.size] = key;
        this.counts[this.size] = 1;
        this.slots[slot] = ++this.size;
        return;
      }
      if (this.keys[at - 1] === key) {
        this.counts[at - 1] += 1;
        return;
      }
      slot = (slot + 1) & this.mask;
    }
  }
}

/**
 * Trigram counts of franc's cleaned text (punctuation and digits to spaces, spaces collapsed,
 * lower case, padded) into `table`: the trigrams made of model characters, and the number of
 * distinct others (each is as far from every model as can be).
 */
function trigramCounts(value: string, chars: CharIndex, table: TrigramTable): number {
  const clean = ` ${value.replace(PUNCTUATION, " ").replace(WHITESPACE, " ").trim().toLowerCase()} `;
  table.reset(clean.length);
  let others: Set<number> | null = null;
  // a sliding window over the characters and their model indexes (0: in no model)
  let a = clean.charCodeAt(0);
  let b = clean.charCodeAt(1);
  let x = chars.at(a);
  let y = chars.at(b);
  for (let i = 2; i < clean.length; i++) {
    const c = clean.charCodeAt(i);
    const z = chars.at(c);
    if (x && y && z) table.add((x * 512 + y) * 512 + z);
    else (others ??= new Set()).add(wideKey(a, b, c));
    a = b;
    b = c;
    x = y;
    y = z;
  }
  return others?.size ?? 0;
}

export interface TrigramLanguageGuesser {
  /** The ISO 639-3 code franc would give with `{ minLength, only }`, or "und". */
  (value: string): string;
}

export function trigramLanguageGuesser(only: readonly string[], minLength: number): TrigramLanguageGuesser {
  const allowed = new Set(only);
  const chars = new CharIndex();
  for (const script of SCRIPTS) for (const lang of Object.keys(data[script] ?? {})) for (let i = 0; i < data[script][lang].length; i++) chars.add(data[script][lang].charCodeAt(i));
  if (chars.count >= 512) throw new Error("too many model characters for a trigram key");
  const models = new Map<string, ScriptModel>();
  for (const script of SCRIPTS) {
    const langs = data[script] ? Object.keys(data[script]).filter((l) => allowed.has(l)) : [];
    if (langs.length) models.set(script, buildModel(langs, data[script], chars));
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
  // The same by UTF-16 code unit, for the characters outside the surrogate range.
  const scriptsOfUnit: (number[] | undefined)[] = new Array(65536);
  const table = new TrigramTable();

  return (input: string) => {
    if (!input || input.length < minLength) return "und";
    const value = input.slice(0, MAX_LENGTH);
    const counts = new Array<number>(SCRIPTS.length).fill(0);
    for (let i = 0; i < value.length; i++) {
      const unit = value.charCodeAt(i);
      let found: number[];
      if (unit < 0xd800 || unit > 0xdfff) found = scriptsOfUnit[unit] ??= classify(value[i]);
      else {
        // a pair of surrogates is one character, as `for (const ch of value)` reads it
        const next = value.charCodeAt(i + 1);
        const pair = unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff;
        found = classify(pair ? value.slice(i, i + 2) : value[i]);
        if (pair) i += 1;
      }
      for (let f = 0; f < found.length; f++) counts[found[f]] += 1;
    }
    let top = 0;
    for (let s = 1; s < counts.length; s++) if (counts[s] > counts[top]) top = s;
    const script = SCRIPTS[top];
    if (!data[script]) return counts[top] === 0 || !allowed.has(script) ? "und" : script;
    const model = models.get(script);
    if (!model) return "und";
    const others = trigramCounts(value, chars, table);
    const languages = model.languages.length;
    // Every trigram starts as absent from every model; those a model has are corrected below.
    const distance = new Array<number>(languages).fill((others + table.size) * MAX_DIFFERENCE);
    const { rows, rowStart, rowLanguage, rowRank } = model;
    for (let t = 0; t < table.size; t++) {
      const row = rows.get(table.keys[t]);
      if (row === undefined) continue;
      const count = table.counts[t];
      for (let e = rowStart[row], end = rowStart[row + 1]; e < end; e++) distance[rowLanguage[e]] += Math.abs(count - rowRank[e] - 1) - MAX_DIFFERENCE;
    }
    let best = 0;
    for (let l = 1; l < distance.length; l++) if (distance[l] < distance[best]) best = l;
    return model.languages[best];
  };
}
