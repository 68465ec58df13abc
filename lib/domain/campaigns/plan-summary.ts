import { budgetToReach, flightDays, type CalculatorRates } from "./calculator";
import { agencyFeeYen, JAPANESE_TERMS, lastAllowedDay } from "./japanese-terms";

/*
 * A campaign plan's summary: per segment the spend over its flight (a daily budget runs every day
 * of it), what it reaches at the calculator's rates (capped by the segment's size; a size left to
 * the product is not capped), and for yen the agreement's fee and the terms the plan breaks.
 */

export interface PlanSegment {
  name: string;
  size: number | null;
  budget: number;
  budget_kind: "lifetime" | "daily";
  start: string;
  end: string;
}

const days = (s: PlanSegment) => flightDays(s.start, s.end);

export function planSummary(segments: PlanSegment[], currency: string, usdPerUnit: number | null, rates: CalculatorRates) {
  const rows = segments.map((s) => {
    const spend = s.budget_kind === "daily" ? s.budget * days(s) : s.budget;
    const estimate = usdPerUnit ? budgetToReach(spend * usdPerUnit, s.size ?? Number.MAX_SAFE_INTEGER, rates) : null;
    return { name: s.name, days: days(s), spend, reach: estimate?.reach ?? null, impressions: estimate?.impressions ?? null, limitedBySize: estimate?.limitedByPackage ?? false };
  });
  const net = rows.reduce((t, r) => t + r.spend, 0);
  const starts = segments.map((s) => s.start).sort();
  const ends = segments.map((s) => s.end).sort();
  const japanese =
    currency === "YEN"
      ? (() => {
          const fee = agencyFeeYen(net);
          const lastDay = starts.length ? lastAllowedDay(starts[0]) : null;
          return {
            net,
            fee: fee.fee,
            minimumApplied: fee.minimumApplied,
            total: net + fee.fee,
            lastDay,
            tooLong: Boolean(lastDay && ends.length && ends[ends.length - 1] > lastDay),
            tooManySegments: segments.length > JAPANESE_TERMS.segmentsPerApplication,
          };
        })()
      : null;
  return { rows, net, reach: rows.every((r) => r.reach !== null) ? rows.reduce((t, r) => t + (r.reach ?? 0), 0) : null, impressions: rows.every((r) => r.impressions !== null) ? rows.reduce((t, r) => t + (r.impressions ?? 0), 0) : null, japanese };
}
