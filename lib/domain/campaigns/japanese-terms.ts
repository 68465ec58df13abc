/*
 * The Japanese agreement terms (spec §9) for campaigns planned in yen: the agency fee, how long the
 * plan may run, how many segments an application holds, and when the invoice is due.
 */

export const JAPANESE_TERMS = {
  feeRate: 0.1,
  minimumFeeYen: 100_000,
  /** Below this net spend the minimum fee applies. */
  minimumBelowNetYen: 1_000_000,
  maxMonthsFromStart: 2,
  segmentsPerApplication: 3,
  invoiceBusinessDays: 5,
  cancellable: false,
} as const;

/** The fee on a net ad spend in yen: 10%, at least 100,000 yen when the net spend is under 1,000,000 yen. */
export function agencyFeeYen(netSpendYen: number): { fee: number; minimumApplied: boolean } {
  if (!(netSpendYen > 0)) return { fee: 0, minimumApplied: false };
  const tenth = Math.round(netSpendYen * JAPANESE_TERMS.feeRate);
  const minimumApplied = netSpendYen < JAPANESE_TERMS.minimumBelowNetYen;
  return { fee: minimumApplied ? Math.max(JAPANESE_TERMS.minimumFeeYen, tenth) : tenth, minimumApplied };
}

/** The last day the plan may run: two calendar months from the campaign's start (a day "YYYY-MM-DD", UTC). */
export function lastAllowedDay(startDay: string): string {
  const [y, m, d] = startDay.split("-").map(Number);
  const target = new Date(Date.UTC(y, m - 1 + JAPANESE_TERMS.maxMonthsFromStart, 1));
  const lastOfMonth = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastOfMonth));
  return target.toISOString().slice(0, 10);
}

/** The invoice's due day: five business days (Monday to Friday) after the day applied. */
export function invoiceDueDay(appliedDay: string): string {
  const at = new Date(`${appliedDay}T00:00:00Z`);
  let left = JAPANESE_TERMS.invoiceBusinessDays;
  while (left > 0) {
    at.setUTCDate(at.getUTCDate() + 1);
    const weekday = at.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return at.toISOString().slice(0, 10);
}
