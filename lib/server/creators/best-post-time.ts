import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { creatorAccountSettings } from "@/lib/server/db/schema";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { AppError } from "@/lib/server/http/app-error";
import { bestTime, isTimeZone, MIN_POSTS_PER_CELL } from "@/lib/domain/creators/best-time";
import type { BestTimeView } from "@/lib/schemas/creator-posts";
import type { CreatorAccount } from "./creator-accounts";

const WINDOW_DAYS = 90;

/** The account's time zone (UTC until set). */
export async function creatorTimeZone(db: Database, account: CreatorAccount): Promise<string> {
  const [row] = await db.select({ timeZone: creatorAccountSettings.timeZone }).from(creatorAccountSettings).where(eq(creatorAccountSettings.accountId, account.id));
  return row?.timeZone ?? "UTC";
}

/**
 * Best time to post over the last 90 days: the account's own posts and their engagements, and the
 * hours its current followers engaged with them, in the account's time zone (or the one asked for).
 * A past `now` gives the 90 days before it (the weekly report's heat map as of its week's end).
 */
export async function bestPostTime(db: Database, account: CreatorAccount, asked?: string, now = new Date()): Promise<BestTimeView> {
  if (asked && !isTimeZone(asked)) throw new AppError("bad_request", `"${asked}" is not a known time zone.`, { time_zone: [`"${asked}" is not a known time zone.`] });
  const timeZone = asked || (await creatorTimeZone(db, account));
  const since = new Date(now.getTime() - WINDOW_DAYS * 86_400_000).toISOString();
  const posts = await queryRows<{ created_at: Date | string; engagements: number }>(db, sql`
    select created_at, likes + reposts + replies + quotes as engagements from creator_posts
    where account_id = ${account.id} and created_at >= ${since}::timestamptz and created_at < ${now.toISOString()}::timestamptz`);
  const activity = await queryRows<{ engaged_at: Date | string }>(db, sql`
    select e.engaged_at from creator_post_engagements e
    join creator_follow_periods f on f.account_id = e.account_id and f.kind = 'follower' and f.other_id = e.engager_id and f.gone_at is null
    where e.account_id = ${account.id} and e.engaged_at >= ${since}::timestamptz and e.engaged_at < ${now.toISOString()}::timestamptz`);
  const r = bestTime(
    posts.map((p) => ({ createdAt: new Date(p.created_at), engagements: Number(p.engagements) })),
    activity.map((a) => new Date(a.engaged_at)),
    timeZone,
  );
  return { time_zone: r.timeZone, posts: r.posts, activity_events: r.activityEvents, enough: r.enough, posts_needed: r.postsNeeded, min_posts_per_cell: MIN_POSTS_PER_CELL, cells: r.cells, best: r.best };
}
