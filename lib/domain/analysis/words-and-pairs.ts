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
  const ranked = [...counts].sort((a, b) => b[1] - a[1] || o.compare(a[0], b[0]));
  const pool = new Set(ranked.slice(0, o.pool ?? 40).map(([w]) => w));
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

/** Code-point order of two strings (the order of a C-collated database). */
export function byCodePoint(a: string, b: string): number {
  if (a === b) return 0;
  const x = [...a];
  const y = [...b];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] !== y[i]) return x[i].codePointAt(0)! - y[i].codePointAt(0)!;
  }
  return x.length - y.length;
}
