/*
 * The weeks of Deep Thought's weekly report: Monday 00:00 to Sunday 24:00 UTC (the scheduled job
 * runs on Monday in UTC, after the daily sync). A week can be reported once it has ended and the
 * account was tracked during it.
 */

const DAY = 86_400_000;
const WEEK = 7 * DAY;

export interface ReportWeek {
  /** The Monday, YYYY-MM-DD. */
  start: string;
  /** The Sunday, YYYY-MM-DD. */
  end: string;
}

const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/** Monday 00:00 UTC of the week holding `t`. */
export function weekStartOf(t: Date): Date {
  const day = Math.floor(t.getTime() / DAY);
  const weekday = (new Date(day * DAY).getUTCDay() + 6) % 7;
  return new Date((day - weekday) * DAY);
}

export function reportWeek(monday: Date): ReportWeek {
  return { start: isoDay(monday.getTime()), end: isoDay(monday.getTime() + 6 * DAY) };
}

/** The instant the week ends (the next Monday 00:00 UTC). */
export function weekEndsAt(week: ReportWeek): Date {
  return new Date(Date.parse(`${week.start}T00:00:00Z`) + WEEK);
}

/** The week before the one holding `now` (what Monday's mail reports). */
export function previousWeek(now: Date): ReportWeek {
  return reportWeek(new Date(weekStartOf(now).getTime() - WEEK));
}

/** Ended weeks from the one holding `trackedSince` up to the last before `now`, newest first (at most `max`). */
export function reportWeeks(trackedSince: Date | null, now: Date, max = 26): ReportWeek[] {
  if (!trackedSince) return [];
  const first = weekStartOf(trackedSince).getTime();
  const weeks: ReportWeek[] = [];
  for (let t = weekStartOf(now).getTime() - WEEK; t >= first && weeks.length < max; t -= WEEK) weeks.push(reportWeek(new Date(t)));
  return weeks;
}

/** A week asked for by its Monday: the week, or why there is no report for it. */
export function checkReportWeek(value: string, trackedSince: Date | null, now: Date): { week: ReportWeek } | { error: string } {
  const t = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : NaN;
  if (!Number.isFinite(t) || isoDay(t) !== value) return { error: "Week must be the date of its Monday (YYYY-MM-DD)." };
  if (weekStartOf(new Date(t)).getTime() !== t) return { error: "Week must start on a Monday (YYYY-MM-DD)." };
  const week = reportWeek(new Date(t));
  if (weekEndsAt(week).getTime() > now.getTime()) return { error: "That week has not ended yet: its report is ready the Monday after." };
  if (!trackedSince || weekEndsAt(week).getTime() <= weekStartOf(trackedSince).getTime()) return { error: "No report for that week: the account was not tracked yet." };
  return { week };
}

export interface GrowthDay {
  day: string;
  followers: number;
  gained: number;
  lost: number;
}

/**
 * The week's growth from the daily counts the growth chart draws: followers at the end of its last
 * tracked day, the change since the day before the week (or since the start of tracking), and the
 * followers gained and lost over its days. Null when no day of the week was tracked.
 */
export function weekGrowth(growth: GrowthDay[], week: ReportWeek) {
  const days = growth.filter((g) => g.day >= week.start && g.day <= week.end);
  const last = days.at(-1);
  if (!last) return null;
  const before = growth.filter((g) => g.day < week.start).at(-1);
  const startFollowers = before ? before.followers : days[0].followers - days[0].gained + days[0].lost;
  const sum = (k: "gained" | "lost") => days.reduce((a, d) => a + d[k], 0);
  return { followers: last.followers, change: last.followers - startFollowers, gained: sum("gained"), lost: sum("lost"), days };
}
