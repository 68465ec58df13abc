export interface RankedTerm {
  label: string;
  count: number;
  rank: number;
}

/**
 * Words ranked by the units (accounts, posts) using them, and pairs of the `pool` most used words
 * occurring in the same unit ("a + b", a before b), ranked the same way; ties in `compare` order
 * (words) and in (first, second) order (pairs). Each unit's words are counted once. Words that are
 * numeric codes below `codes` are counted in typed arrays instead of maps (same ranks).
 */
export function rankWordsAndPairs<T>(
  units: Iterable<ArrayLike<T> & Iterable<T>>,
  o: { label: (word: T) => string; compare: (a: T, b: T) => number; limit: number; pool?: number; codes?: T extends number ? number : never },
): { words: RankedTerm[]; pairs: RankedTerm[] } {
  const distinctUnits: ArrayLike<T>[] = [];
  for (const unit of units) distinctUnits.push(distinct(unit));
  const tally = o.codes === undefined ? mapTally(distinctUnits) : (codeTally(distinctUnits as ArrayLike<number>[], o.codes) as unknown as Tally<T>);
  const poolSize = o.pool ?? 40;
  const ranked = mostUsed(tally, Math.max(poolSize, o.limit)).sort((a, b) => b[1] - a[1] || o.compare(a[0], b[0]));
  // The pool's words numbered in `compare` order: a pair is counted by the two numbers, and only
  // the pairs listed get a label.
  const pool = ranked.slice(0, poolSize).map(([w]) => w).sort(o.compare);
  const placeOf = placeLookup(pool, o.codes);
  const P = pool.length;
  const pairCounts = new Int32Array(P * P);
  const kept: number[] = [];
  for (const words of distinctUnits) {
    kept.length = 0;
    for (let i = 0; i < words.length; i++) {
      const at = placeOf(words[i]);
      if (at >= 0) kept.push(at);
    }
    if (kept.length < 2) continue;
    kept.sort((a, b) => a - b);
    for (let i = 0; i < kept.length; i++) for (let j = i + 1; j < kept.length; j++) pairCounts[kept[i] * P + kept[j]]++;
  }
  const found: number[] = [];
  for (let k = 0; k < pairCounts.length; k++) if (pairCounts[k]) found.push(k);
  // Ties in (first, second) order: the key's order, as the pool is numbered in `compare` order.
  found.sort((x, y) => pairCounts[y] - pairCounts[x] || x - y);
  return {
    words: ranked.slice(0, o.limit).map(([w, count], i) => ({ label: o.label(w), count, rank: i + 1 })),
    pairs: found.slice(0, o.limit).map((k, i) => ({ label: `${o.label(pool[Math.floor(k / P)])} + ${o.label(pool[k % P])}`, count: pairCounts[k], rank: i + 1 })),
  };
}

/** Units per word: how many words there are, and each word with its count. */
interface Tally<T> {
  size: number;
  forEach(visit: (word: T, count: number) => void): void;
}

function mapTally<T>(units: ArrayLike<T>[]): Tally<T> {
  const counts = new Map<T, number>();
  for (const words of units) for (let i = 0; i < words.length; i++) counts.set(words[i], (counts.get(words[i]) ?? 0) + 1);
  return { size: counts.size, forEach: (visit) => counts.forEach((count, word) => visit(word, count)) };
}

function codeTally(units: ArrayLike<number>[], codes: number): Tally<number> {
  const counts = new Int32Array(codes);
  const touched: number[] = [];
  for (const words of units) for (let i = 0; i < words.length; i++) if (counts[words[i]]++ === 0) touched.push(words[i]);
  return { size: touched.length, forEach: (visit) => touched.forEach((code) => visit(code, counts[code])) };
}

/** A word's place in the pool, or -1: a typed array for codes, a map otherwise. */
function placeLookup<T>(pool: T[], codes: number | undefined): (word: T) => number {
  if (codes === undefined) {
    const place = new Map(pool.map((w, i) => [w, i]));
    return (word) => place.get(word) ?? -1;
  }
  const place = new Int32Array(codes).fill(-1);
  pool.forEach((code, i) => (place[code as number] = i));
  return (word) => place[word as number];
}

/** A unit's words, each once, in first-seen order (a short unit without building a set). */
function distinct<T>(unit: ArrayLike<T> & Iterable<T>): ArrayLike<T> {
  const n = unit.length;
  if (n > 16) return [...new Set(unit)];
  for (let i = 1; i < n; i++) {
    for (let j = 0; j < i; j++) if (unit[j] === unit[i]) return [...new Set(unit)];
  }
  return unit;
}

/**
 * The entries whose count is at least the `k`-th largest count (ties at that count all kept), unsorted:
 * what a full sort's first `k` can come from, found without sorting every word.
 */
function mostUsed<T>(tally: Tally<T>, k: number): [T, number][] {
  const out: [T, number][] = [];
  if (tally.size <= k) {
    tally.forEach((word, count) => out.push([word, count]));
    return out;
  }
  const perCount = new Map<number, number>();
  tally.forEach((_, c) => perCount.set(c, (perCount.get(c) ?? 0) + 1));
  let kept = 0;
  let threshold = 0;
  for (const c of [...perCount.keys()].sort((a, b) => b - a)) {
    kept += perCount.get(c)!;
    threshold = c;
    if (kept >= k) break;
  }
  tally.forEach((word, count) => {
    if (count >= threshold) out.push([word, count]);
  });
  return out;
}

/**
 * Code-point order of two strings (the order of a C-collated database). UTF-16 code units compare the
 * same way except a surrogate (a code point above U+FFFF) against U+E000-U+FFFF, which is set right.
 */
export function byCodePoint(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) return codePointRank(x) - codePointRank(y);
    return x - y;
  }
  return a.length - b.length;
}

/** Among code units from U+D800: U+E000-U+FFFF first, then surrogates (which code points above U+FFFF). */
const codePointRank = (unit: number) => (unit >= 0xe000 ? unit - 0x800 : unit + 0x2000);
