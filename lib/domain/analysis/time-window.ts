/* Analysis windows: defaults (30 days back to 5 minutes ago) and a series granularity fitted to them. */

export type SeriesGranularity = "minute" | "hour" | "day";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface TimeWindow {
  start: Date;
  end: Date;
}

export function defaultWindow(now: Date): TimeWindow {
  return { start: new Date(now.getTime() - 30 * DAY), end: new Date(now.getTime() - 5 * MINUTE) };
}

/** The finest granularity that keeps the series at or under `maxPoints` buckets (day at most). */
export function fitGranularity(window: TimeWindow, maxPoints = 200): SeriesGranularity {
  const span = window.end.getTime() - window.start.getTime();
  if (span / MINUTE <= maxPoints) return "minute";
  if (span / HOUR <= maxPoints) return "hour";
  return "day";
}

export function bucketStart(at: Date, unit: SeriesGranularity): Date {
  const size = unit === "minute" ? MINUTE : unit === "hour" ? HOUR : DAY;
  return new Date(Math.floor(at.getTime() / size) * size);
}

/** Every bucket start from the window's start bucket to its end (so empty buckets show as 0). */
export function bucketStarts(window: TimeWindow, unit: SeriesGranularity): Date[] {
  const size = unit === "minute" ? MINUTE : unit === "hour" ? HOUR : DAY;
  const out: Date[] = [];
  for (let t = bucketStart(window.start, unit).getTime(); t < window.end.getTime(); t += size) out.push(new Date(t));
  return out;
}
