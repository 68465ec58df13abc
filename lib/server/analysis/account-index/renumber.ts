import "server-only";

/*
 * The derived tables number accounts, terms and engaged posts densely; a full rebuild numbers them
 * in the order the index needs (ids, (kind, term), sampling order), an incremental refresh numbers
 * newcomers after the others. The loader reads each row's rank in that order beside its number and
 * renumbers by rank, so the index is the same either way.
 */

/** rank by number, or null when every number is its rank already (nothing to renumber). */
export function rankByNumber(rows: readonly { no: number; rank: number }[]): Int32Array | null {
  const ranks = new Int32Array(rows.length);
  let identity = true;
  for (const r of rows) {
    ranks[r.no] = r.rank;
    if (r.no !== r.rank) identity = false;
  }
  return identity ? null : ranks;
}

/** The rank of number `no` (itself without a renumbering). */
export const rankOf = (ranks: Int32Array | null, no: number) => (ranks ? ranks[no] : no);

/** Replace each number in `values` by its rank. */
export function renumber(values: Int32Array, ranks: Int32Array | null): Int32Array {
  if (ranks) for (let i = 0; i < values.length; i++) values[i] = ranks[values[i]];
  return values;
}
