/* Analysis windows: defaults (30 days back to 5 minutes ago) and a series granularity fitted to them (UTC buckets; weeks start on Monday). */

export type SeriesGranularity = "minute" | "hour" | "day" | "week" | "month";

/** Finest first: a window gets the first that keeps its series within the points it may have. */
const GRANULARITIES: readonly SeriesGranularity[] = ["minute", "hour", "day", "week", "month"];

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

/**
 * The finest granularity that keeps the series at or under `maxPoints` buckets; a window too long
 * even for months (over ~16 years at 200) is still counted by month.
 */
export function fitGranularity(window: TimeWindow, maxPoints = 200): SeriesGranularity {
  return GRANULARITIES.find((unit) => bucketCount(window, unit) <= maxPoints) ?? "month";
}

const FIXED: Partial<Record<SeriesGranularity, number>> = { minute: MINUTE, hour: HOUR, day: DAY };
/** 1970-01-01 was a Thursday: days since a Monday are (days since the epoch + 3) mod 7. */
const MONDAY_OFFSET = 3;

export function bucketStart(at: Date, unit: SeriesGranularity): Date {
  const t = at.getTime();
  const size = FIXED[unit];
  if (size) return new Date(Math.floor(t / size) * size);
  if (unit === "week") {
    const day = Math.floor(t / DAY);
    return new Date((day - (((day + MONDAY_OFFSET) % 7) + 7) % 7) * DAY);
  }
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
}

/** The start of the bucket after the one starting at `start`. */
function nextBucket(start: Date, unit: SeriesGranularity): Date {
  if (unit === "month") return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  return new Date(start.getTime() + (unit === "week" ? 7 * DAY : FIXED[unit]!));
}

/** How many buckets of `unit` the window touches. */
function bucketCount(window: TimeWindow, unit: SeriesGranularity): number {
  const first = bucketStart(window.start, unit);
  const size = unit === "month" ? null : unit === "week" ? 7 * DAY : FIXED[unit]!;
  if (size) return Math.max(0, Math.ceil((window.end.getTime() - first.getTime()) / size));
  const last = bucketStart(new Date(window.end.getTime() - 1), "month");
  return (last.getUTCFullYear() - first.getUTCFullYear()) * 12 + last.getUTCMonth() - first.getUTCMonth() + 1;
}

/** Every bucket start from the window's start bucket to its end (so empty buckets show as 0). */
export function bucketStarts(window: TimeWindow, unit: SeriesGranularity): Date[] {
  const out: Date[] = [];
  for (let t = bucketStart(window.start, unit); t.getTime() < window.end.getTime(); t = nextBucket(t, unit)) out.push(t);
  return out;
}
