/*
 * Audience sizes from the corpus. The corpus is read as a sample of X's users: a count of matching
 * corpus accounts is scaled by (platform users / corpus accounts), and the range is the 95% Wilson
 * score interval of the matching share, scaled the same way. A count of 0 gives 0 and a range
 * whose top is what a sample of this size could have missed.
 */
export const SIZE_METHOD =
  "matching corpus accounts x (X users / corpus accounts); range: 95% Wilson interval of the matching share";

export interface SizeEstimate {
  /** Matching accounts in the corpus. */
  matched: number;
  /** Accounts in the corpus. */
  corpus: number;
  estimate: number;
  min: number;
  max: number;
}

const Z = 1.96;

export function wilsonInterval(k: number, n: number): [number, number] {
  if (n <= 0) return [0, 0];
  const p = k / n;
  const z2 = Z * Z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** Rounds to 2 significant figures: an estimate should not look more precise than it is. */
export function roundSize(n: number): number {
  if (n <= 0) return 0;
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 1);
  return Math.round(n / magnitude) * magnitude;
}

export function scaleEstimate(matched: number, corpus: number, platformUsers: number): SizeEstimate {
  if (corpus <= 0) return { matched, corpus, estimate: 0, min: 0, max: 0 };
  const [lo, hi] = wilsonInterval(Math.min(matched, corpus), corpus);
  return {
    matched,
    corpus,
    estimate: roundSize((matched / corpus) * platformUsers),
    min: matched === 0 ? 0 : roundSize(lo * platformUsers),
    max: roundSize(hi * platformUsers),
  };
}

/** The spec's size bucket (§3) an estimate falls in. */
export function sizeBucket(n: number): "<1M" | "1M-5M" | "5M-12M" | "12M-25M" | "25M+" {
  if (n < 1_000_000) return "<1M";
  if (n < 5_000_000) return "1M-5M";
  if (n < 12_000_000) return "5M-12M";
  if (n < 25_000_000) return "12M-25M";
  return "25M+";
}
