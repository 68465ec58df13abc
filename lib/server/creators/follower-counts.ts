import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { queryRows } from "@/lib/server/corpus/query-rows";
import type { CreatorAccount } from "./creator-accounts";

/*
 * Counts over the follow periods that cost what changed, not the audience: the follower total is
 * kept on the account by each sync, and the moves since a time are index range reads on
 * first_seen_at and gone_at (a million-follower account pays for its churn only).
 */

type Db = Pick<Database, "execute">;
const num = (v: unknown) => Number(v ?? 0);

/** The account's followers now: the sync's kept total, counted only for an account synced before it was kept. */
export async function followerTotal(db: Db, account: Pick<CreatorAccount, "id" | "followersCount">): Promise<number> {
  if (account.followersCount !== null) return account.followersCount;
  const [row] = await queryRows<{ n: unknown }>(db, sql`select count(*) as n from creator_follow_periods where account_id = ${account.id} and kind = 'follower' and gone_at is null`);
  return num(row.n);
}

/** The first sync's time (the earliest period of either direction), or null before any. */
export async function trackedSince(db: Db, accountId: number): Promise<Date | null> {
  const [row] = await queryRows<{ at: Date | string | null }>(db, sql`select least(
      (select min(first_seen_at) from creator_follow_periods where account_id = ${accountId} and kind = 'follower'),
      (select min(first_seen_at) from creator_follow_periods where account_id = ${accountId} and kind = 'following')) as at`);
  return row.at ? new Date(row.at) : null;
}

export interface FollowerMoves {
  /** Followers who arrived after the time (the first sync's followers are not arrivals). */
  gained: number;
  /** Follower periods that ended after the time. */
  lost: number;
  /** Followers at the time (null before the first sync): now, less those who arrived since and stay, plus those there then who left since. */
  atTime: number | null;
}

/** Arrivals, departures and the follower count at `t`, for each time given. */
export async function followerMovesSince(db: Db, accountId: number, since: Date, followersNow: number, times: Date[]): Promise<FollowerMoves[]> {
  if (!times.length) return [];
  const p = sql`from creator_follow_periods where account_id = ${accountId} and kind = 'follower'`;
  const [row] = await queryRows<Record<string, unknown>>(db, sql`select ${sql.join(
    times.map((t, i) => {
      const at = sql`${t.toISOString()}::timestamptz`;
      const arrivedAfter = sql`${(t > since ? t : since).toISOString()}::timestamptz`;
      const n = sql.raw(String(i));
      // Before the first sync there is no count to go back to (and counting back would read every period).
      const back = t >= since ? sql`, (select count(*) ${p} and first_seen_at > ${at} and gone_at is null) as stayed_${n},
        (select count(*) ${p} and gone_at > ${at} and first_seen_at <= ${at}) as left_${n}` : sql``;
      return sql`(select count(*) ${p} and first_seen_at > ${arrivedAfter}) as gained_${n}, (select count(*) ${p} and gone_at > ${at}) as lost_${n} ${back}`;
    }),
    sql`, `,
  )}`);
  return times.map((t, i) => ({
    gained: num(row[`gained_${i}`]),
    lost: num(row[`lost_${i}`]),
    atTime: t >= since ? followersNow - num(row[`stayed_${i}`]) + num(row[`left_${i}`]) : null,
  }));
}
