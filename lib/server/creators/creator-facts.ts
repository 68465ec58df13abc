import "server-only";
import type { Database } from "@/lib/server/db/client";
import type { CreatorFacts } from "@/lib/domain/creators/creator-analyst";
import type { CreatorAccount } from "./creator-accounts";
import { creatorDashboard } from "./dashboard";
import { allPosts, postMedians } from "./posts";
import { listEngagers } from "./engagers";
import { bestPostTime } from "./best-post-time";
import { payoutView } from "./payouts";

/** The figures the Deep Thought pages show for the account, gathered for Talk to X. */
export async function creatorFacts(db: Database, account: CreatorAccount, now = new Date()): Promise<CreatorFacts> {
  const dashboard = await creatorDashboard(db, account, now);
  const posts = await allPosts(db, account);
  const medians = postMedians(posts);
  const top = [...posts].sort((a, b) => b.engagements - a.engagements)[0];
  const engagers = await listEngagers(db, account, { page: 1, page_size: 1, ordering: "-total", days: 90 }, now);
  const best = await bestPostTime(db, account, undefined, now);
  const payout = await payoutView(db, account, now);
  const p = payout.prediction;
  return {
    handle: account.handle,
    followers: dashboard.followers,
    followersChangeMonth: dashboard.change.month,
    botShare: dashboard.quality.share,
    posts: posts.length,
    medianEngagements: medians.engagements,
    medianRate: medians.engagement_rate,
    topPost: top ? { text: top.text, engagements: top.engagements } : null,
    engagers: engagers.summary.engagers,
    verifiedEngagers: engagers.summary.verified_engagers,
    followingEngagers: engagers.summary.following_engagers,
    topEngager: engagers.results[0]?.handle ?? null,
    timeZone: best.time_zone,
    bestTimes: best.best.map((c) => ({ weekday: c.weekday, hour: c.hour, posts: c.posts })),
    postsNeeded: best.posts_needed,
    payout: p.enough
      ? { enough: true, predicted: p.predicted, low: p.low, high: p.high, mae: p.mae, naiveMae: p.naive_mae, currency: payout.currency }
      : { enough: false, periods: p.periods, periodsNeeded: p.periods_needed },
  };
}
