import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { creatorDailyCounts } from "@/lib/server/db/schema";
import { queryRows } from "@/lib/server/corpus/query-rows";
import type { DashboardView } from "@/lib/schemas/creators";
import { accountView, type CreatorAccount } from "./creator-accounts";
import { audienceQuality } from "./audience-quality";
import { followerMovesSince, followerTotal, trackedSince } from "./follower-counts";

const DAY = 86_400_000;
const WINDOWS = { day: 1, week: 7, month: 30 } as const;
type Window = keyof typeof WINDOWS;

/** Counts now, their change over a day, a week and 30 days, new followers and unfollowers, growth and quality. */
export async function creatorDashboard(db: Database, account: CreatorAccount, now = new Date()): Promise<DashboardView> {
  const windows = Object.keys(WINDOWS) as Window[];
  const since = await trackedSince(db, account.id);
  const followers = await followerTotal(db, account);
  const moves = since ? await followerMovesSince(db, account.id, since, followers, windows.map((w) => new Date(now.getTime() - WINDOWS[w] * DAY))) : [];
  const [{ following }] = await queryRows<{ following: number | string }>(
    db,
    sql`select count(*) as following from creator_follow_periods where account_id = ${account.id} and kind = 'following' and gone_at is null`,
  );
  const per = (pick: (m: (typeof moves)[number]) => number) => ({ day: moves[0] ? pick(moves[0]) : 0, week: moves[1] ? pick(moves[1]) : 0, month: moves[2] ? pick(moves[2]) : 0 });
  const change = (i: number) => (moves[i]?.atTime != null ? followers - moves[i].atTime! : null);
  const growth = await db
    .select({ day: creatorDailyCounts.day, followers: creatorDailyCounts.followers, gained: creatorDailyCounts.gained, lost: creatorDailyCounts.lost })
    .from(creatorDailyCounts)
    .where(eq(creatorDailyCounts.accountId, account.id))
    .orderBy(asc(creatorDailyCounts.day));
  const { likely_bots_sample: _sample, ...quality } = await audienceQuality(db, account, now);
  return {
    account: accountView(account),
    tracked_since: since?.toISOString() ?? null,
    followers,
    following: Number(following),
    change: { day: change(0), week: change(1), month: change(2) },
    new_followers: per((m) => m.gained),
    unfollowers: per((m) => m.lost),
    growth: growth.slice(-90),
    quality,
  };
}
