import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { creatorAccounts, creatorDailyCounts } from "@/lib/server/db/schema";
import { queryRows } from "@/lib/server/corpus/query-rows";
import type { Paginator, XDataSource, XUser } from "@/lib/server/x/data-source";
import { xDataSource } from "@/lib/server/x/x-data-source";
import { XDataError } from "@/lib/server/x/errors";
import type { CreatorAccount } from "./creator-accounts";
import { followerMovesSince, trackedSince } from "./follower-counts";
import { followerScores, type KeptScore } from "./follower-scores";
import { idBucketTable, idTable } from "./id-table";
import { followerScope } from "./follower-bucket-store";

type Kind = "follower" | "following";

export interface SyncResult {
  followers: number;
  following: number;
  joined: number;
  left: number;
}

/** Everyone on every page, once: X may list a person on two pages when the list moves during paging. */
async function readIds(pages: Paginator<XUser>, onPage: (n: number) => Promise<void>): Promise<string[]> {
  const ids = new Set<string>();
  for await (const page of pages.pages()) {
    for (const u of page.items) ids.add(u.id);
    await onPage(ids.size);
  }
  return [...ids];
}

/**
 * Opens a period for everyone new, closes the period of everyone gone and keeps the bot scores
 * that changed, in one statement: the ids X lists now against the open periods, one hash join in
 * the database rather than two lists in JS. Followers are compared only in the buckets whose
 * fingerprint moved since the last sync (follower-bucket-store.ts); following (a few thousand at
 * most) all at once. Periods opened together are numbered in id order (the tables' tie-break).
 * Safe to run again.
 */
async function applyDiff(db: Pick<Database, "execute">, accountId: number, kind: Kind, current: string[], at: Date, scores = new Map<string, KeptScore>()) {
  const when = sql`${at.toISOString()}::timestamptz`;
  const open = sql`account_id = ${accountId} and kind = ${kind} and gone_at is null`;
  const scope = kind === "follower" ? await followerScope(db, accountId, current) : null;
  if (scope?.whole) {
    // Every period compared: give the open ones still listed their bucket first.
    await db.execute(sql`update creator_follow_periods p set id_bucket = t.bucket from ${idBucketTable(scope.ids, scope.buckets)} as t(other_id, bucket)
      where p.account_id = ${accountId} and p.kind = 'follower' and p.gone_at is null and p.id_bucket is distinct from t.bucket and p.other_id = t.other_id`);
  }
  const listed = scope ? sql`select other_id, bucket from ${idBucketTable(scope.ids, scope.buckets)} as t(other_id, bucket)` : sql`select other_id, null::int as bucket from ${idTable(current)} as t(other_id)`;
  const [row] = await queryRows<{ joined: number | string; left: number | string }>(db, sql`
    with now_listed as (${listed}),
    moved as (select o.id as period_id, n.other_id as new_id, n.bucket
      from (select id, other_id from creator_follow_periods where ${open} and ${scope?.periods ?? sql`true`}) o full join now_listed n on n.other_id = o.other_id
      where o.id is null or n.other_id is null),
    scored as (select * from unnest(${sql.param([...scores.keys()])}::text[], ${sql.param([...scores.values()].map((s) => s.score))}::float8[],
      ${sql.param([...scores.values()].map((s) => s.signals))}::text[], ${sql.param([...scores.values()].map((s) => s.handle))}::text[],
      ${sql.param([...scores.values()].map((s) => s.followers))}::int[]) as s(other_id, score, signals, handle, followers)),
    closed as (update creator_follow_periods set gone_at = ${when} where id in (select period_id from moved where new_id is null) returning 1),
    rescored as (update creator_follow_periods p set bot_score = s.score, bot_signals = s.signals, sort_handle = s.handle, sort_followers = s.followers from scored s where ${open} and p.other_id = s.other_id),
    opened as (insert into creator_follow_periods (account_id, kind, other_id, first_seen_at, bot_score, bot_signals, sort_handle, sort_followers, id_bucket)
      select ${accountId}, ${kind}, m.new_id, ${when}, s.score, s.signals, s.handle, s.followers, m.bucket from moved m left join scored s on s.other_id = m.new_id
      where m.period_id is null order by m.new_id on conflict do nothing returning 1)
    select (select count(*) from opened) as joined, (select count(*) from closed) as "left"`);
  await scope?.keep();
  return { joined: Number(row.joined), left: Number(row.left), count: current.length };
}

/**
 * One sync of an account: its followers and following through the X data adapter (the corpus, or
 * X API v2 with a token; the job passes the account's own user-context source), turned into follow
 * and unfollow events, and today's counts.
 */
export async function syncCreatorAccount(
  db: Database,
  account: CreatorAccount,
  progress: (done: number, total: number, message: string) => Promise<void>,
  options: { now?: Date; pageSize?: number; source?: XDataSource } = {},
): Promise<SyncResult> {
  const now = options.now ?? new Date();
  const source = options.source ?? xDataSource(db);
  // X's largest page for followers and following.
  const pageSize = options.pageSize ?? 1000;
  const followersPages = source.followers(account.xUserId, { pageSize });
  const followingPages = source.following(account.xUserId, { pageSize });
  try {
    await progress(0, 3, "Reading followers");
    const followers = await readIds(followersPages, (n) => progress(0, 3, `Reading followers: ${n}`));
    await progress(1, 3, "Reading following");
    const following = await readIds(followingPages, (n) => progress(1, 3, `Reading following: ${n}`));
    await progress(2, 3, "Scoring followers");
    const scores = await followerScores(db, followers, now, account.id);
    await progress(2, 3, "Recording changes");
    const rate = followersPages.rateLimit ?? followingPages.rateLimit;
    const { f, g } = await db.transaction(async (tx) => {
      // A million ids hash in memory rather than in batches on disk.
      await tx.execute(sql`set local work_mem = '64MB'`);
      const f = await applyDiff(tx, account.id, "follower", followers, now, scores);
      const g = await applyDiff(tx, account.id, "following", following, now);
      await tx
        .update(creatorAccounts)
        .set({ lastSyncedAt: now, tokenStatus: "valid", rateLimitRemaining: rate?.remaining ?? null, rateLimitResetAt: rate?.resetAt ?? null, followersCount: f.count })
        .where(eq(creatorAccounts.id, account.id));
      await recordDay(tx, account.id, now, f.count, g.count);
      return { f, g };
    });
    await progress(3, 3, "Done");
    return { followers: f.count, following: g.count, joined: f.joined, left: f.left };
  } catch (error) {
    if (error instanceof XDataError && (error.kind === "rate_limit" || error.kind === "auth")) {
      await db
        .update(creatorAccounts)
        .set(error.kind === "auth" ? { tokenStatus: "expired" } : { rateLimitRemaining: 0, rateLimitResetAt: error.resetAt ?? null })
        .where(eq(creatorAccounts.id, account.id));
    }
    throw error;
  }
}

/** Today's row of the growth chart: counts now, gained and lost since the day began. */
async function recordDay(db: Pick<Database, "execute" | "insert">, accountId: number, now: Date, followers: number, following: number) {
  const dayStart = new Date(Math.floor(now.getTime() / 86_400_000) * 86_400_000);
  const since = (await trackedSince(db, accountId)) ?? now;
  const [moves] = await followerMovesSince(db, accountId, since, followers, [dayStart]);
  const row = { accountId, day: dayStart.toISOString().slice(0, 10), followers, following, gained: moves.gained, lost: moves.lost };
  await db.insert(creatorDailyCounts).values(row).onConflictDoUpdate({ target: [creatorDailyCounts.accountId, creatorDailyCounts.day], set: row });
}
