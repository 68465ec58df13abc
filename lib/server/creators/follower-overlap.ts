import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { overlap } from "@/lib/domain/analysis/statistics";
import type { OverlapQuery, OverlapView } from "@/lib/schemas/creators";
import { xDataSource } from "@/lib/server/x/x-data-source";
import { ownedCreatorAccount, type CreatorAccount } from "./creator-accounts";
import { creatorXError } from "./x-errors";

/** Most followers of a handle read for an overlap (X pages 1,000 at a time). */
export const OVERLAP_CAP = 100_000;

async function openFollowers(db: Database, accountId: number): Promise<string[]> {
  const rows = await queryRows<{ other_id: string }>(db, sql`select other_id from creator_follow_periods where account_id = ${accountId} and kind = 'follower' and gone_at is null`);
  return rows.map((r) => r.other_id);
}

/** The other side: another of the caller's accounts (its synced followers) or any handle (its followers from X, up to the cap). */
async function otherSide(db: Database, account: CreatorAccount, q: OverlapQuery): Promise<{ handle: string; ids: string[]; complete: boolean }> {
  if (q.account !== undefined) {
    const other = await ownedCreatorAccount(db, account.userId, q.account);
    return { handle: other.handle, ids: await openFollowers(db, other.id), complete: true };
  }
  const source = xDataSource(db);
  try {
    const user = await source.userByHandle(q.handle!);
    const ids = await source.followers(user.id, { pageSize: 1000, limit: OVERLAP_CAP + 1 }).all();
    return { handle: user.handle, ids: [...new Set(ids.slice(0, OVERLAP_CAP).map((u) => u.id))], complete: ids.length <= OVERLAP_CAP };
  } catch (e) {
    throw creatorXError(e, account.handle);
  }
}

/** Counts of the two follower sets and their intersection, with the largest shared followers. */
export async function followerOverlap(db: Database, account: CreatorAccount, q: OverlapQuery): Promise<OverlapView> {
  const mine = await openFollowers(db, account.id);
  const b = await otherSide(db, account, q);
  const theirs = new Set(b.ids);
  const shared = mine.filter((id) => theirs.has(id));
  const o = overlap(shared.length, mine.length, theirs.size);
  const intersection = shared.length
    ? await queryRows<OverlapView["intersection"][number]>(db, sql`select id, handle, name, followers_count from corpus_accounts
        where id = any(${sql.param(shared)}::text[]) order by followers_count desc, id limit 50`)
    : [];
  return {
    a: { handle: account.handle, followers: mine.length },
    b: { handle: b.handle, followers: theirs.size },
    shared: shared.length,
    only_a: mine.length - shared.length,
    only_b: theirs.size - shared.length,
    jaccard: o.jaccard,
    complete: b.complete,
    intersection,
  };
}
