/*
 * Uniform seeded sampling: each id gets a pseudo-random rank from a hash of (seed, id); the sample
 * is the ids with the smallest ranks, reproducible for a given seed. The database does the same
 * with hashtext (lib/server/analysis/audience.ts); this one serves ids already in memory.
 */

/** 32-bit FNV-1a hash of a string. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function sampleRank(seed: number, id: string): number {
  return fnv1a(`${seed}:${id}`);
}

/** The ids kept when at most `cap` of them may be analysed (all of them when they fit). */
export function seededSample(ids: readonly string[], cap: number, seed: number): string[] {
  if (ids.length <= cap) return [...ids];
  return ids
    .map((id) => ({ id, rank: sampleRank(seed, id) }))
    .sort((a, b) => a.rank - b.rank || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, cap)
    .map((r) => r.id);
}
