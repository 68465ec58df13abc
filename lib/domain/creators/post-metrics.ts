/*
 * A post's metrics, their history kept as changes, and how a post compares with the creator's
 * others. Bookmarks and impressions are null when the source did not give them; profile and link
 * clicks come only from X's owner metrics (the creator's own token, posts of the last 30 days).
 */

export interface PostMetrics {
  likes: number;
  reposts: number;
  replies: number;
  quotes: number;
  bookmarks: number | null;
  impressions: number | null;
  /** Visits to the creator's profile from the post (X's `user_profile_clicks`); absent or null without owner metrics. */
  profile_clicks?: number | null;
  /** Clicks on the post's link (X's `url_link_clicks`). */
  link_clicks?: number | null;
}

export const METRIC_KEYS = ["likes", "reposts", "replies", "quotes", "bookmarks", "impressions", "profile_clicks", "link_clicks"] as const;
export type MetricKey = (typeof METRIC_KEYS)[number];

const sub = (a: number | null | undefined, b: number | null | undefined) => (a == null ? null : a - (b ?? 0));
const add = (a: number | null | undefined, b: number | null | undefined) => (a == null && b == null ? null : (a ?? 0) + (b ?? 0));

/** What moved since the previous values (null previous: the first values themselves); null when nothing moved. */
export function metricChange(previous: PostMetrics | null, current: PostMetrics): PostMetrics | null {
  if (!previous) return { ...current };
  const d = Object.fromEntries(METRIC_KEYS.map((k) => [k, sub(current[k], previous[k])])) as unknown as PostMetrics;
  return METRIC_KEYS.some((k) => (d[k] ?? 0) !== 0) ? d : null;
}

/** The metrics after each change, oldest first. */
export function metricHistory<T extends PostMetrics & { at: Date }>(changes: T[]): (PostMetrics & { at: Date })[] {
  const out: (PostMetrics & { at: Date })[] = [];
  let run: PostMetrics | null = null;
  for (const c of [...changes].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    const prev: PostMetrics | null = run;
    run = Object.fromEntries(METRIC_KEYS.map((k) => [k, add(prev ? prev[k] : null, c[k])])) as unknown as PostMetrics;
    out.push({ at: c.at, ...run });
  }
  return out;
}

/** Likes, reposts, replies and quotes together (what X's public metrics count as engagement). */
export const engagements = (m: PostMetrics) => m.likes + m.reposts + m.replies + m.quotes;

/** Engagements per impression; null without impressions. */
export const engagementRate = (m: PostMetrics) => (m.impressions ? engagements(m) / m.impressions : null);

export function median(values: number[]): number | null {
  if (!values.length) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** Each metric of a post against the creator's median for it: the ratio (2 = twice the median), null where the median is 0 or unknown. */
export function againstMedian(post: PostMetrics, others: PostMetrics[]) {
  const pick = (f: (m: PostMetrics) => number | null) => {
    const m = median(others.map(f).filter((v): v is number => v !== null));
    const v = f(post);
    return { value: v, median: m, ratio: v !== null && m ? v / m : null };
  };
  return {
    engagements: pick(engagements),
    likes: pick((m) => m.likes),
    reposts: pick((m) => m.reposts),
    replies: pick((m) => m.replies),
    quotes: pick((m) => m.quotes),
    impressions: pick((m) => m.impressions),
    engagement_rate: pick(engagementRate),
  };
}
