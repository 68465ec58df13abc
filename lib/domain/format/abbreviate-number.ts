const THOUSAND = 1_000;
const MILLION = 1_000_000;

/** Drops digits past one decimal instead of rounding, so 9,999 reads 9.9k rather than an overstated 10.0k. */
function oneDecimal(value: number): string {
  const floored = Math.floor(value * 10) / 10;
  return Number.isInteger(floored) ? String(floored) : floored.toFixed(1);
}

function scaled(value: number, unit: number, suffix: string): string {
  const ratio = value / unit;
  return (ratio < 10 ? oneDecimal(ratio) : String(Math.floor(ratio))) + suffix;
}

/**
 * Short counts for tight spaces: 999, 1k, 1.5k, 9.9k, 12k, 999k, 1M, 2.5M, 48M.
 * From 1,000 in thousands ("k"), from a million in millions ("M"); one decimal below 10 of a unit.
 */
export function abbreviateNumber(value: number): string {
  if (!Number.isFinite(value)) return "0";
  const sign = value < 0 ? "-" : "";
  const size = Math.abs(value);
  if (size >= MILLION) return sign + scaled(size, MILLION, "M");
  if (size >= THOUSAND) return sign + scaled(size, THOUSAND, "k");
  return sign + String(Math.round(size));
}
