import type { PlanInterval } from "./plans";

/** The date one interval later (UTC); month ends clamp, so Jan 31 + 1 month is Feb 28 (or 29). */
export function addInterval(from: Date, interval: PlanInterval, count = 1): Date {
  const months = interval === "year" ? 12 * count : count;
  const target = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, 1, from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds(), from.getUTCMilliseconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return target;
}

/** A renewing period's end as of now: rolled forward whole intervals until it lies ahead. */
export function renewalAfter(periodEnd: Date, interval: PlanInterval, now: Date): Date {
  let end = periodEnd;
  for (let n = 1; end <= now; n++) end = addInterval(periodEnd, interval, n);
  return end;
}

/**
 * What changing plan mid-period costs now, in minor units: the new plan's price for the time left
 * minus the unused part of the old one. Same interval: the period goes on; another interval: a new
 * period starts now at the new price, less the unused part of the old one. Never below zero.
 */
export function prorationAmount(input: { oldAmount: number; newAmount: number; sameInterval: boolean; periodStart: Date; periodEnd: Date; now: Date }): number {
  const { oldAmount, newAmount, sameInterval, periodStart, periodEnd, now } = input;
  const total = periodEnd.getTime() - periodStart.getTime();
  const left = Math.min(Math.max(periodEnd.getTime() - now.getTime(), 0), total);
  const fraction = total > 0 ? left / total : 0;
  const amount = sameInterval ? Math.round((newAmount - oldAmount) * fraction) : newAmount - Math.round(oldAmount * fraction);
  return Math.max(amount, 0);
}
