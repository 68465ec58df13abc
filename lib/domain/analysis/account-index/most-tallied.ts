/**
 * The `limit` codes with the highest tallies, most first (ties: lower code first), of the `touched`
 * codes (each once, tally above 0). Only codes at or above the limit-th highest tally can be listed:
 * that tally is found from a histogram, so tens of thousands of codes are not sorted for a top 20.
 */
export function mostTallied(touched: readonly number[], tally: Int32Array, limit: number): number[] {
  if (limit <= 0) return [];
  let most = 0;
  for (const c of touched) if (tally[c] > most) most = tally[c];
  const histogram = new Int32Array(most + 1);
  for (const c of touched) histogram[tally[c]]++;
  let cutoff = most;
  for (let kept = histogram[most]; cutoff > 1 && kept < limit; ) kept += histogram[--cutoff];
  return touched
    .filter((c) => tally[c] >= cutoff)
    .sort((a, b) => tally[b] - tally[a] || a - b)
    .slice(0, limit);
}

/** The `limit` most tallied codes of each kind, ranked from 1 (ties: lower code first). */
export function mostTalliedByKind<K>(
  touched: readonly number[],
  tally: Int32Array,
  limit: number,
  kindOf: (code: number) => K,
  labelOf: (code: number) => string,
): { kind: K; label: string; count: number; rank: number }[] {
  const byKind = new Map<K, number[]>();
  for (const code of touched) {
    const codes = byKind.get(kindOf(code));
    if (codes) codes.push(code);
    else byKind.set(kindOf(code), [code]);
  }
  return [...byKind].flatMap(([kind, codes]) => mostTallied(codes, tally, limit).map((code, i) => ({ kind, label: labelOf(code), count: tally[code], rank: i + 1 })));
}
