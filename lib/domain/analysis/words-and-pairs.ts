export interface RankedTerm {
  label: string;
  count: number;
  rank: number;
}

/**
 * Words ranked by the units (accounts, posts) using them, and pairs of the `pool` most used words
 * occurring in the same unit ("a + b", a before b), ranked the same way; ties in `compare` order
 * (words) and in (first, second) order (pairs). Each unit's words are counted once.
 */
export function rankWordsAndPairs<T>(
  units: Iterable<Iterable<T>>,
  o: { label: (word: T) => string; compare: (a: T, b: T) => number; limit: number; pool?: number },
): { words: RankedTerm[]; pairs: RankedTerm[] } {
  const counts = new Map<T, number>();
  const distinctUnits: T[][] = [];
  for (const unit of units) {
    const words = [...new Set(unit)];
    distinctUnits.push(words);
    for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  const poolSize = o.pool ?? 40;
  const ranked = mostUsed(counts, Math.max(poolSize, o.limit)).sort((a, b) => b[1] - a[1] || o.compare(a[0], b[0]));
  const pool = new Set(ranked.slice(0, poolSize).map(([w]) => w));
  const pairs = new Map<string, { a: T; b: T; count: number }>();
  for (const words of distinctUnits) {
    const kept = words.filter((w) => pool.has(w)).sort(o.compare);
    for (let i = 0; i < kept.length; i++)
      for (let j = i + 1; j < kept.length; j++) {
        const label = `${o.label(kept[i])} + ${o.label(kept[j])}`;
        const pair = pairs.get(label);
        if (pair) pair.count++;
        else pairs.set(label, { a: kept[i], b: kept[j], count: 1 });
      }
  }
  const rankedPairs = [...pairs].sort((x, y) => y[1].count - x[1].count || o.compare(x[1].a, y[1].a) || o.compare(x[1].b, y[1].b));
  return {
    words: ranked.slice(0, o.limit).map(([w, count], i) => ({ label: o.label(w), count, rank: i + 1 })),
    pairs: rankedPairs.slice(0, o.limit).map(([label, p], i) => ({ label, count: p.count, rank: i + 1 })),
  };
}

/**
 * The entries whose count is at least the `k`-th largest count (ties at that count all kept), unsorted:
 * what a full sort's first `k` can come from, found without sorting every word.
 */
function mostUsed<T>(counts: Map<T, number>, k: number): [T, number][] {
  if (counts.size <= k) return [...counts];
  const perCount = new Map<number, number>();
  for (const c of counts.values()) perCount.set(c, (perCount.get(c) ?? 0) + 1);
  let kept = 0;
  let threshold = 0;
  for (const c of [...perCount.keys()].sort((a, b) => b - a)) {
    kept += perCount.get(c)!;
    threshold = c;
    if (kept >= k) break;
  }
  const out: [T, number][] = [];
  for (const e of counts) if (e[1] >= threshold) out.push(e);
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
