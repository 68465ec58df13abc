import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { creatorAccounts, creatorDailyCounts, creatorFollowPeriods } from "@/lib/server/db/schema";
import { followDiff } from "@/lib/domain/creators/follow-diff";
import type { Paginator, XDataSource, XUser } from "@/lib/server/x/data-source";
import { xDataSource } from "@/lib/server/x/x-data-source";
import { XDataError } from "@/lib/server/x/errors";
import type { CreatorAccount } from "./creator-accounts";

type Kind = "follower" | "following";
const CHUNK = 5000;

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

/** Opens a period for everyone new and closes the period of everyone gone; safe to run again. */
async function applyDiff(db: Database, accountId: number, kind: Kind, current: string[], at: Date) {
  const open = await db
    .select({ otherId: creatorFollowPeriods.otherId })
    .from(creatorFollowPeriods)
    .where(and(eq(creatorFollowPeriods.accountId, accountId), eq(creatorFollowPeriods.kind, kind), isNull(creatorFollowPeriods.goneAt)));
  const { joined, left } = followDiff(open.map((r) => r.otherId), current);
  await db.transaction(async (tx) => {
    for (let i = 0; i < joined.length; i += CHUNK) {
      await tx
        .insert(creatorFollowPeriods)
        .values(joined.slice(i, i + CHUNK).map((otherId) => ({ accountId, kind, otherId, firstSeenAt: at })))
        .onConflictDoNothing();
    }
    for (let i = 0; i < left.length; i += CHUNK) {
      await tx
        .update(creatorFollowPeriods)
        .set({ goneAt: at })
        .where(and(eq(creatorFollowPeriods.accountId, accountId), eq(creatorFollowPeriods.kind, kind), isNull(creatorFollowPeriods.goneAt), inArray(creatorFollowPeriods.otherId, left.slice(i, i + CHUNK))));
    }
  });
  return { joined: joined.length, left: left.length, count: current.length };
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
    await progress(2, 3, "Recording changes");
    const f = await applyDiff(db, account.id, "follower", followers, now);
    const g = await applyDiff(db, account.id, "following", following, now);
    const rate = followersPages.rateLimit ?? followingPages.rateLimit;
    await db
      .update(creatorAccounts)
      .set({ lastSyncedAt: now, tokenStatus: "valid", rateLimitRemaining: rate?.remaining ?? null, rateLimitResetAt: rate?.resetAt ?? null })
      .where(eq(creatorAccounts.id, account.id));
    await recordDay(db, account.id, now, f.count, g.count);
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
async function recordDay(db: Database, accountId: number, now: Date, followers: number, following: number) {
  const dayStart = new Date(Math.floor(now.getTime() / 86_400_000) * 86_400_000);
  const [moves] = await db
    .select({
      gained: sql<number>`count(*) filter (where ${creatorFollowPeriods.firstSeenAt} > ${dayStart.toISOString()}::timestamptz
        and ${creatorFollowPeriods.firstSeenAt} > (select min(first_seen_at) from creator_follow_periods where account_id = ${accountId}))`.mapWith(Number),
      lost: sql<number>`count(*) filter (where ${creatorFollowPeriods.goneAt} > ${dayStart.toISOString()}::timestamptz)`.mapWith(Number),
    })
    .from(creatorFollowPeriods)
    .where(and(eq(creatorFollowPeriods.accountId, accountId), eq(creatorFollowPeriods.kind, "follower")));
  const row = { accountId, day: dayStart.toISOString().slice(0, 10), followers, following, gained: moves.gained, lost: moves.lost };
  await db.insert(creatorDailyCounts).values(row).onConflictDoUpdate({ target: [creatorDailyCounts.accountId, creatorDailyCounts.day], set: row });
}
