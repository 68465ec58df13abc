/** The load bench's baseline: a bare page of the same build, served only with BENCH_BARE_PAGE=1 (404 otherwise). */
export const BENCH_BARE_PAGE_PATH = "/bench-bare";

/** The p-th percentile (nearest rank) of the timings. */
export function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
}
