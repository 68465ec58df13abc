/** Interval at which in-flight call ages are refreshed. */
export const PROGRESS_TICK_MS = 500;

/**
 * Progress of one in-flight call of the given age: starts near 0.1 and approaches 1 as it ages.
 * 0.1 + 0.9 * 0.1^(500 / age); an age of 0 counts as just started.
 */
export function callProgress(ageMs: number): number {
  if (!(ageMs > 0)) return 0.1;
  return 0.1 + 0.9 * Math.pow(0.1, PROGRESS_TICK_MS / ageMs);
}

/** The top bar's value: 1 when nothing is in flight, else the least advanced call. */
export function overallProgress(agesMs: readonly number[]): number {
  if (agesMs.length === 0) return 1;
  return Math.min(...agesMs.map(callProgress));
}
