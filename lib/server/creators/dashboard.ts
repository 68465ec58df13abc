import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { creatorDailyCounts } from "@/lib/server/db/schema";
import { queryRows } from "@/lib/server/corpus/query-rows";
import type { DashboardView } from "@/lib/schemas/creators";
import { accountView, type CreatorAccount } from "./creator-accounts";
import { audienceQuality } from "./audience-quality";

const DAY = 86_400_000;
const WINDOWS = { day: 1, week: 7, month: 30 } as const;
type Window = keyof typeof WINDOWS;

/** Counts now, their change over a day, a week and 30 days, new followers and unfollowers, growth and quality. */
export async function creatorDashboard(db: Database, account: CreatorAccount, now = new Date()): Promise<DashboardView> {
  const t = (w: Window) => new Date(now.getTime() - WINDOWS[w] * DAY).toISOString();
  const [row] = await queryRows<Record<string, number | string | Date | null>>(db, sql`
    with p as (select * from creator_follow_periods where account_id = ${account.id}),
    since as (select min(first_seen_at) as at from p)
    select (select at from since) as tracked_since,
      count(*) filter (where kind = 'follower' and gone_at is null) as followers,
      count(*) filter (where kind = 'following' and gone_at is null) as following,
      ${sql.join(
        (Object.keys(WINDOWS) as Window[]).map(
          (w) => sql`count(*) filter (where kind = 'follower' and first_seen_at <= ${t(w)}::timestamptz and (gone_at is null or gone_at > ${t(w)}::timestamptz)) as at_${sql.raw(w)},
            count(*) filter (where kind = 'follower' and first_seen_at > ${t(w)}::timestamptz and first_seen_at > (select at from since)) as new_${sql.raw(w)},
            count(*) filter (where kind = 'follower' and gone_at > ${t(w)}::timestamptz) as lost_${sql.raw(w)}`,
        ),
        sql`, `,
      )}
    from p`);
  const trackedSince = row.tracked_since ? new Date(row.tracked_since as string) : null;
  const followers = Number(row.followers);
  const per = (prefix: string) => ({ day: Number(row[`${prefix}_day`]), week: Number(row[`${prefix}_week`]), month: Number(row[`${prefix}_month`]) });
  const change = (w: Window) => (trackedSince && trackedSince.getTime() <= now.getTime() - WINDOWS[w] * DAY ? followers - Number(row[`at_${w}`]) : null);
  const growth = await db
    .select({ day: creatorDailyCounts.day, followers: creatorDailyCounts.followers, gained: creatorDailyCounts.gained, lost: creatorDailyCounts.lost })
    .from(creatorDailyCounts)
    .where(eq(creatorDailyCounts.accountId, account.id))
    .orderBy(asc(creatorDailyCounts.day));
  const { likely_bots_sample: _sample, ...quality } = await audienceQuality(db, account, now);
  return {
    account: accountView(account),
    tracked_since: trackedSince?.toISOString() ?? null,
    followers,
    following: Number(row.following),
    change: { day: change("day"), week: change("week"), month: change("month") },
    new_followers: per("new"),
    unfollowers: per("lost"),
    growth: growth.slice(-90),
    quality,
  };
}
