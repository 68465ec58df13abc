const DAY = 86_400_000;

export interface DailyCount {
  /** YYYY-MM-DD (UTC) */
  day: string;
  followers: number;
  following: number;
  gained: number;
  lost: number;
}

interface Period {
  kind: "follower" | "following";
  firstSeenAt: Date;
  goneAt: Date | null;
}

/**
 * Each UTC day's counts at its end (or at `until` for the last, partial day), from follow periods;
 * `trackedSince` is the first sync, whose followers are not counted as gained.
 */
export function dailyCounts(periods: Period[], trackedSince: Date, until: Date): DailyCount[] {
  const out: DailyCount[] = [];
  const since = trackedSince.getTime();
  for (let start = Math.floor(since / DAY) * DAY; start < until.getTime(); start += DAY) {
    const cut = Math.min(start + DAY, until.getTime());
    const openAt = (kind: Period["kind"]) =>
      periods.filter((p) => p.kind === kind && p.firstSeenAt.getTime() <= cut && (!p.goneAt || p.goneAt.getTime() > cut)).length;
    const inDay = (d: Date | null) => !!d && d.getTime() > start && d.getTime() <= cut;
    const followers = periods.filter((p) => p.kind === "follower");
    out.push({
      day: new Date(start).toISOString().slice(0, 10),
      followers: openAt("follower"),
      following: openAt("following"),
      gained: followers.filter((p) => p.firstSeenAt.getTime() > since && inDay(p.firstSeenAt)).length,
      lost: followers.filter((p) => inDay(p.goneAt)).length,
    });
  }
  return out;
}
