/*
 * Best time to post: a weekday x hour grid in the creator's time zone. Each cell gets the number
 * of the creator's posts published in it, their median engagement against the creator's overall
 * median (the lift), and the share of their followers' activity that falls in it. A cell with too
 * few posts gets no score ("not enough data"), never a guess; so does the whole grid when there
 * are too few posts in all.
 */

export const MIN_POSTS_PER_CELL = 3;
export const MIN_POSTS = 20;

export interface BestTimeCell {
  /** 0 = Monday ... 6 = Sunday, in the time zone. */
  weekday: number;
  hour: number;
  posts: number;
  /** Median engagements of the cell's posts / the median of all posts; null with too few posts. */
  lift: number | null;
  /** Followers' activity in this hour of the week against an even spread (1 = average). */
  activity: number;
  /** lift x the square root of activity: null with too few posts. */
  score: number | null;
}

export interface BestTime {
  timeZone: string;
  posts: number;
  activityEvents: number;
  enough: boolean;
  /** With too little data: how many more posts are needed. */
  postsNeeded: number;
  cells: BestTimeCell[];
  best: BestTimeCell[];
}

const WEEKDAYS: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };

/** The weekday (Monday 0) and hour of an instant in a time zone. */
export function weekHour(at: Date, timeZone: string): { weekday: number; hour: number } {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "short", hour: "numeric", hourCycle: "h23" }).formatToParts(at);
  const weekday = WEEKDAYS[parts.find((p) => p.type === "weekday")!.value];
  const hour = Number(parts.find((p) => p.type === "hour")!.value) % 24;
  return { weekday, hour };
}

export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

export function bestTime(
  posts: { createdAt: Date; engagements: number }[],
  activity: Date[],
  timeZone: string,
  options: { minPostsPerCell?: number; minPosts?: number; top?: number } = {},
): BestTime {
  const minCell = options.minPostsPerCell ?? MIN_POSTS_PER_CELL;
  const minPosts = options.minPosts ?? MIN_POSTS;
  const byCell = new Map<number, number[]>();
  for (const p of posts) {
    const { weekday, hour } = weekHour(p.createdAt, timeZone);
    const key = weekday * 24 + hour;
    byCell.set(key, [...(byCell.get(key) ?? []), p.engagements]);
  }
  const active = new Array<number>(168).fill(0);
  for (const at of activity) {
    const { weekday, hour } = weekHour(at, timeZone);
    active[weekday * 24 + hour]++;
  }
  const enough = posts.length >= minPosts;
  const overall = posts.length ? median(posts.map((p) => p.engagements)) : 0;
  const cells: BestTimeCell[] = [];
  for (let key = 0; key < 168; key++) {
    const values = byCell.get(key) ?? [];
    const act = activity.length ? (active[key] * 168) / activity.length : 0;
    const lift = enough && values.length >= minCell && overall > 0 ? median(values) / overall : null;
    cells.push({ weekday: Math.floor(key / 24), hour: key % 24, posts: values.length, lift, activity: act, score: lift === null ? null : lift * Math.sqrt(act) });
  }
  const best = cells
    .filter((c) => c.score !== null && c.score > 0)
    .sort((a, b) => b.score! - a.score! || b.posts - a.posts)
    .slice(0, options.top ?? 3);
  return { timeZone, posts: posts.length, activityEvents: activity.length, enough, postsNeeded: Math.max(0, minPosts - posts.length), cells, best };
}
