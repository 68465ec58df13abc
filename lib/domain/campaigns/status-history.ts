/*
 * When an ad entity was serving: each entity keeps the list of its status changes, and delivery
 * happens only where the campaign, the ad set and at least one of its ads were all ACTIVE.
 */

export type EntityStatus = "ACTIVE" | "PAUSED" | "DRAFT";
export const ENTITY_STATUSES = ["ACTIVE", "PAUSED", "DRAFT"] as const;

export interface StatusChange {
  status: EntityStatus;
  at: string;
}

/** [from, to) in epoch milliseconds. */
export type Interval = readonly [number, number];

export function activeIntervals(history: readonly StatusChange[], until: number): Interval[] {
  const out: Interval[] = [];
  const sorted = [...history].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  sorted.forEach((change, i) => {
    if (change.status !== "ACTIVE") return;
    const from = Date.parse(change.at);
    const to = Math.min(i + 1 < sorted.length ? Date.parse(sorted[i + 1].at) : until, until);
    if (to > from) out.push([from, to]);
  });
  return union([out]);
}

export function intersect(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const out: Interval[] = [];
  for (const [a0, a1] of a) {
    for (const [b0, b1] of b) {
      const from = Math.max(a0, b0);
      const to = Math.min(a1, b1);
      if (to > from) out.push([from, to]);
    }
  }
  return union([out]);
}

export function union(lists: readonly (readonly Interval[])[]): Interval[] {
  const all = lists.flat().slice().sort((x, y) => x[0] - y[0]);
  const out: [number, number][] = [];
  for (const [from, to] of all) {
    const last = out[out.length - 1];
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else out.push([from, to]);
  }
  return out;
}

/** How many milliseconds of [from, to) the intervals cover. */
export function coveredMs(intervals: readonly Interval[], from: number, to: number): number {
  return intervals.reduce((sum, [a, b]) => sum + Math.max(0, Math.min(b, to) - Math.max(a, from)), 0);
}
