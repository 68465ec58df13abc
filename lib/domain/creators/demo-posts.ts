import { seededRandom } from "@/lib/domain/targeting/seeded-random";
import type { DemoNetwork } from "./demo-network";
import type { PostMetrics } from "./post-metrics";

/*
 * The demo creator's own posts over the tracked days, generated: about three a day at the hours a
 * Tokyo creator posts (evenings do best), the people of the demo network who engaged with each
 * (regulars, verified accounts and some bots among them), the metrics each daily sync saw, and a
 * weekly payout that follows the verified engagement. Same network and seed, same posts.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const DEMO_TIME_ZONE = "Asia/Tokyo";
/** The daily sync's time of day (UTC), as creators.sync-all runs it. */
const SYNC_OFFSET = 4 * HOUR + 10 * 60_000;
/** Local (JST) posting hours and how well each does. */
const SLOTS = [
  { hour: 8, weight: 3, lift: 0.9 },
  { hour: 12, weight: 3, lift: 1.1 },
  { hour: 15, weight: 1, lift: 0.6 },
  { hour: 19, weight: 2, lift: 1.3 },
  { hour: 21, weight: 3, lift: 1.7 },
  { hour: 23, weight: 1, lift: 0.8 },
];
const SUBJECTS = ["Morning light on the river", "A new pour-over recipe", "Street photos from Shibuya", "Why I shoot on 35mm", "Coffee and editing night", "Five tips for sharper photos", "Kyoto in the rain", "My camera bag, honestly", "A cafe worth the trip", "Film or digital?"];
const KINDS = [
  { kind: "like", share: 0.74 },
  { kind: "repost", share: 0.12 },
  { kind: "reply", share: 0.1 },
  { kind: "quote", share: 0.04 },
] as const;
/** Cents X pays per verified engagement in the demo (a weekly payout follows it, with some noise). */
const DEMO_RATE_CENTS = 14;

export type EngagementKind = (typeof KINDS)[number]["kind"];

export interface DemoPost {
  id: string;
  createdAt: Date;
  text: string;
  kind: "post" | "reply" | "quote";
  metrics: PostMetrics;
  /** What each daily sync saw, oldest first (only syncs where a number moved). */
  snapshots: (PostMetrics & { at: Date })[];
}

export interface DemoPosts {
  posts: DemoPost[];
  engagements: { postId: string; engagerId: string; kind: EngagementKind; engagedAt: Date }[];
  payouts: { periodStart: string; periodEnd: string; amountCents: number }[];
}

const postId = (i: number) => `78${String(i + 1).padStart(17, "0")}`;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function demoCreatorPosts(net: DemoNetwork, end: Date, seed = 15): DemoPosts {
  const rng = seededRandom(seed);
  const endMs = end.getTime();
  const start = net.trackedSince.getTime();
  const followers = new Set(net.periods.filter((p) => p.kind === "follower").map((p) => p.otherId));
  // Who engages: followers much more than others, verified accounts and a few regulars much more.
  const pool = net.people.map((p, i) => ({ id: p.id, weight: (followers.has(p.id) ? 4 : 1) * (p.verified ? 5 : 1) * (p.bot ? 0.8 : 1) * (i % 37 === 0 ? 8 : 1) }));
  // Cumulative weights, searched by halves: the first person whose running total reaches the draw.
  const runningWeight: number[] = [];
  for (const p of pool) runningWeight.push((runningWeight.at(-1) ?? 0) + p.weight);
  const total = runningWeight.at(-1) ?? 0;
  const draw = () => {
    const x = rng.next() * total;
    let lo = 0;
    let hi = pool.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (runningWeight[mid] >= x) hi = mid;
      else lo = mid + 1;
    }
    return pool[lo].id;
  };
  const slotWeight = SLOTS.reduce((a, s) => a + s.weight, 0);
  const posts: DemoPost[] = [];
  const engagements: DemoPosts["engagements"] = [];
  for (let day = start; day < endMs; day += DAY) {
    const count = rng.int(2, 4);
    for (let k = 0; k < count; k++) {
      let x = rng.next() * slotWeight;
      const slot = SLOTS.find((s) => (x -= s.weight) <= 0) ?? SLOTS[0];
      const weekend = new Date(day + 9 * HOUR).getUTCDay() % 6 === 0;
      // JST = UTC + 9: the local hour's instant on this (UTC) day, with a few minutes of scatter.
      const createdAt = new Date(day + ((slot.hour - 9 + 24) % 24) * HOUR + rng.int(0, 40) * 60_000);
      if (createdAt.getTime() >= endMs - 2 * HOUR) continue;
      const id = postId(posts.length);
      const reach = Math.round(45 * slot.lift * (weekend ? 1.25 : 1) * Math.exp((rng.next() - 0.5) * 0.9));
      const seen = new Map<EngagementKind, Set<string>>();
      const mine: DemoPosts["engagements"] = [];
      for (const { kind, share } of KINDS) {
        const people = new Set<string>();
        const want = Math.max(kind === "like" ? 1 : 0, Math.round(reach * share));
        for (let tries = 0; people.size < want && tries < want * 4; tries++) people.add(draw());
        seen.set(kind, people);
        for (const engagerId of people) {
          // Most engagement comes in the first hours, some a day or two later.
          const engagedAt = new Date(createdAt.getTime() + Math.round(-Math.log(1 - rng.next() * 0.999) * 16 * HOUR));
          if (engagedAt.getTime() < endMs) mine.push({ postId: id, engagerId, kind, engagedAt });
        }
      }
      engagements.push(...mine);
      const impressionsPerEngagement = 22 + rng.int(0, 18);
      const bookmarkShare = 0.04 + rng.next() * 0.06;
      const metricsAt = (at: number): PostMetrics => {
        const n = (kind: EngagementKind) => mine.filter((e) => e.kind === kind && e.engagedAt.getTime() <= at).length;
        const likes = n("like");
        const all = likes + n("repost") + n("reply") + n("quote");
        return { likes, reposts: n("repost"), replies: n("reply"), quotes: n("quote"), bookmarks: Math.round(likes * bookmarkShare), impressions: all * impressionsPerEngagement };
      };
      // The daily syncs after the post, and the seed's own at the end.
      const syncs: number[] = [];
      for (let at = Math.ceil((createdAt.getTime() - SYNC_OFFSET) / DAY) * DAY + SYNC_OFFSET; at < endMs; at += DAY) syncs.push(at);
      syncs.push(endMs);
      const snapshots: DemoPost["snapshots"] = [];
      for (const at of syncs) {
        const m = metricsAt(at);
        if (snapshots.at(-1)?.impressions !== m.impressions) snapshots.push({ at: new Date(at), ...m });
      }
      const finalMetrics = metricsAt(endMs);
      posts.push({ id, createdAt, text: `${rng.pick(SUBJECTS)} #${posts.length + 1}`, kind: rng.next() < 0.12 ? "reply" : "post", metrics: finalMetrics, snapshots });
    }
  }
  return { posts, engagements, payouts: weeklyPayouts(net, engagements, end, rng) };
}

/** One payout per whole week (Monday to Sunday) before `end`: the week's verified engagement at the demo rate, +-8%. */
function weeklyPayouts(net: DemoNetwork, engagements: DemoPosts["engagements"], end: Date, rng: ReturnType<typeof seededRandom>) {
  const verified = new Set(net.people.filter((p) => p.verified).map((p) => p.id));
  const endMs = end.getTime();
  const lastMonday = endMs - ((new Date(endMs).getUTCDay() + 6) % 7) * DAY;
  const out: DemoPosts["payouts"] = [];
  for (let weekStart = lastMonday - 7 * DAY; weekStart >= net.trackedSince.getTime(); weekStart -= 7 * DAY) {
    const n = engagements.filter((e) => verified.has(e.engagerId) && e.engagedAt.getTime() >= weekStart && e.engagedAt.getTime() < weekStart + 7 * DAY).length;
    out.unshift({ periodStart: isoDay(weekStart), periodEnd: isoDay(weekStart + 6 * DAY), amountCents: Math.round(n * DEMO_RATE_CENTS * (0.92 + rng.next() * 0.16)) });
  }
  return out;
}
