import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { BUCKET_COUNT, fingerprint, movedBuckets, type BucketPrint } from "@/lib/domain/creators/follower-buckets";

type Db = Pick<Database, "execute">;

/** What a follower sync compares: the listed ids of the moved buckets, and which open periods. */
export interface FollowerScope {
  ids: string[];
  buckets: Int32Array;
  /** Every open follower period is compared (some had no bucket yet). */
  whole: boolean;
  /** The open periods to compare them with (an `and` term on creator_follow_periods). */
  periods: SQL;
  /** Writes the buckets' new fingerprints (after the periods are written, in the same transaction). */
  keep(): Promise<void>;
}

/**
 * Which followers a sync needs to compare. When every open follower period has its bucket, only the
 * buckets whose fingerprint moved since the last sync; otherwise (rows the sync did not write: the
 * demo seed, an account from before buckets) all of them, once, giving those rows their bucket.
 */
export async function followerScope(db: Db, accountId: number, current: string[]): Promise<FollowerScope> {
  const T0 = performance.now();
  const print = fingerprint(current);
  if (process.env.DIFF_TRACE) console.error(`[scope] fingerprint ${(performance.now() - T0).toFixed(0)} ms`);
  const [{ whole }] = await queryRows<{ whole: boolean }>(db, sql`select exists (select 1 from creator_follow_periods
    where account_id = ${accountId} and kind = 'follower' and gone_at is null and id_bucket is null) as whole`);
  const rows = (b: number[]) => ({ b, n: b.map((x) => print.n[x]), s1: b.map((x) => print.s1[x]), s2: b.map((x) => print.s2[x]) });
  const write = async (b: number[]) => {
    const r = rows(b.filter((x) => print.n[x] > 0));
    if (r.b.length)
      await db.execute(sql`insert into creator_follower_buckets (account_id, bucket, n, s1, s2)
        select ${accountId}, * from unnest(${sql.param(r.b)}::int[], ${sql.param(r.n)}::int[], ${sql.param(r.s1)}::bigint[], ${sql.param(r.s2)}::bigint[])
        on conflict (account_id, bucket) do update set n = excluded.n, s1 = excluded.s1, s2 = excluded.s2`);
  };
  if (whole) {
    const all = Array.from({ length: BUCKET_COUNT }, (_, b) => b);
    return {
      ids: current,
      buckets: print.bucketOf,
      whole: true,
      periods: sql`true`,
      keep: async () => {
        await db.execute(sql`delete from creator_follower_buckets where account_id = ${accountId}`);
        await write(all);
      },
    };
  }
  const kk = await keptPrints(db, accountId);
  if (process.env.DIFF_TRACE) console.error(`[scope] kept ${(performance.now() - T0).toFixed(0)} ms`);
  const moved = movedBuckets(print, kk);
  const isMoved = new Uint8Array(BUCKET_COUNT);
  for (const b of moved) isMoved[b] = 1;
  const ids: string[] = [];
  const buckets: number[] = [];
  current.forEach((id, i) => {
    if (isMoved[print.bucketOf[i]]) {
      ids.push(id);
      buckets.push(print.bucketOf[i]);
    }
  });
  return {
    ids,
    buckets: Int32Array.from(buckets),
    whole: false,
    periods: sql`id_bucket = any(${sql.param(moved)}::int[])`,
    keep: async () => {
      const emptied = moved.filter((b) => print.n[b] === 0);
      if (emptied.length) await db.execute(sql`delete from creator_follower_buckets where account_id = ${accountId} and bucket = any(${sql.param(emptied)}::int[])`);
      await write(moved);
    },
  };
}

/** The fingerprints the last sync kept, read as one text value (a row each would cost more at 131,072 buckets). */
async function keptPrints(db: Db, accountId: number): Promise<Map<number, BucketPrint>> {
  const [{ t }] = await queryRows<{ t: string }>(db, sql`select coalesce(string_agg(bucket || ' ' || n || ' ' || s1 || ' ' || s2, E'\\n'), '') as t
    from creator_follower_buckets where account_id = ${accountId}`);
  const kept = new Map<number, BucketPrint>();
  if (!t) return kept;
  for (const line of t.split("\n")) {
    const [b, n, s1, s2] = line.split(" ").map(Number);
    kept.set(b, { n, s1, s2 });
  }
  return kept;
}
