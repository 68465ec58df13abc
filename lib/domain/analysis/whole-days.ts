/* A time window cut at UTC midnights: the whole days inside it and the partial days at its edges. */

import type { TimeWindow } from "./time-window";

const DAY = 86_400_000;

export interface DaySplit {
  /** The whole UTC days inside the window, as dates "YYYY-MM-DD" (`from` inclusive, `to` exclusive); null when none. */
  days: { from: string; to: string } | null;
  /** The rest of the window (start inclusive, end exclusive): at most a partial first and a partial last day. */
  edges: TimeWindow[];
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function splitAtDays(window: TimeWindow): DaySplit {
  const start = window.start.getTime();
  const end = window.end.getTime();
  const firstWhole = Math.ceil(start / DAY) * DAY;
  const lastWhole = Math.floor(end / DAY) * DAY;
  if (firstWhole >= lastWhole) return { days: null, edges: end > start ? [window] : [] };
  const edges: TimeWindow[] = [];
  if (start < firstWhole) edges.push({ start: window.start, end: new Date(firstWhole) });
  if (lastWhole < end) edges.push({ start: new Date(lastWhole), end: window.end });
  return { days: { from: dayOf(firstWhole), to: dayOf(lastWhole) }, edges };
}

/** The UTC days a window touches, whole or in part, as dates "YYYY-MM-DD" (`from` inclusive, `to` exclusive). */
export function daysTouched(window: TimeWindow): { from: string; to: string } {
  return { from: dayOf(Math.floor(window.start.getTime() / DAY) * DAY), to: dayOf(Math.ceil(window.end.getTime() / DAY) * DAY) };
}
