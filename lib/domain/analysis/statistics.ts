/*
 * Honest-number statistics for analysis sections: shares with their base, coverage of inferred
 * fields and 95% margins of error (with finite-population correction) when computed on a sample.
 */

export const Z95 = 1.959963984540054;

export interface SampleFrame {
  /** Size of the whole audience. */
  population: number;
  /** How many of it were analysed (equal to population when not sampled). */
  sampled: number;
}

/**
 * Half-width of the 95% confidence interval of a proportion p estimated from n of N units drawn
 * without replacement. Zero when the whole population was counted.
 */
export function marginOfError(p: number, n: number, population: number): number {
  if (n <= 0) return 1;
  if (n >= population) return 0;
  const fpc = population > 1 ? Math.sqrt((population - n) / (population - 1)) : 0;
  return Z95 * Math.sqrt((p * (1 - p)) / n) * fpc;
}

export interface ShareRow {
  label: string;
  count: number;
  /** Percentage of the base, 0-100. */
  share: number;
  /** 95% margin of error in percentage points, present when the base is a sample. */
  margin?: number;
}

export interface Distribution {
  /** Units (accounts or posts) the shares are taken over: those with a known value. */
  base: number;
  /** Units analysed, known value or not. */
  analysed: number;
  /** Share (0-1) of the analysed units with a known value of an inferred field. */
  coverage: number;
  sampled: boolean;
  population: number;
  rows: ShareRow[];
}

/**
 * Shares of counted labels. Rounding uses the largest-remainder method so the shares shown always
 * add up to exactly 100 (at the given number of decimals) when there is any base.
 */
export function distribution(
  counts: { label: string; count: number }[],
  frame: SampleFrame & { analysed?: number },
  decimals = 2,
): Distribution {
  const base = counts.reduce((s, c) => s + c.count, 0);
  const analysed = frame.analysed ?? frame.sampled;
  const sampled = frame.sampled < frame.population;
  const shares = roundedShares(counts.map((c) => c.count), decimals);
  // The known-value population is estimated by scaling the base with the sampling fraction.
  const knownPopulation = sampled && analysed > 0 ? Math.round((base * frame.population) / analysed) : base;
  const rows = counts
    .map((c, i) => {
      const row: ShareRow = { label: c.label, count: c.count, share: shares[i] };
      if (sampled) row.margin = round(100 * marginOfError(base ? c.count / base : 0, base, Math.max(knownPopulation, base)), decimals);
      return row;
    })
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  return { base, analysed, coverage: analysed ? base / analysed : 0, sampled, population: frame.population, rows };
}

/** Percentages of the counts that sum to exactly 100 at the given precision (largest remainder). */
export function roundedShares(counts: number[], decimals = 2): number[] {
  const total = counts.reduce((s, c) => s + c, 0);
  if (total <= 0) return counts.map(() => 0);
  const unit = 10 ** decimals;
  const raw = counts.map((c) => (c / total) * 100 * unit);
  const floors = raw.map(Math.floor);
  let left = 100 * unit - floors.reduce((s, f) => s + f, 0);
  const order = raw.map((r, i) => ({ i, rem: r - floors[i] })).sort((a, b) => b.rem - a.rem || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] += 1;
    left -= 1;
  }
  return floors.map((f) => f / unit);
}

export function round(v: number, decimals = 2): number {
  const unit = 10 ** decimals;
  return Math.round(v * unit) / unit;
}

/**
 * Affinity of an audience for an item: how much more common it is in the audience than in the
 * whole network (1 = as common; 2 = twice as common).
 */
export function affinity(audienceCount: number, audienceSize: number, networkCount: number, networkSize: number): number {
  if (!audienceSize || !networkSize || !networkCount) return 0;
  return audienceCount / audienceSize / (networkCount / networkSize);
}

/** Overlap of two follower sets: shared count, Jaccard index and the share of the first set. */
export function overlap(shared: number, sizeA: number, sizeB: number) {
  const union = sizeA + sizeB - shared;
  return { shared, jaccard: union ? shared / union : 0, shareOfA: sizeA ? shared / sizeA : 0 };
}
