import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { BUCKET_BITS, fingerprint, movedBuckets, packPrints, unpackPrints } from "@/lib/domain/creators/follower-buckets";

type Db = Pick<Database, "execute">;

/** What a follower sync compares: the listed ids of the moved buckets, and which open periods. */
export interface FollowerScope {
  ids: string[];
  buckets: Int32Array;
  /** Every open follower period is compared (some had no bucket yet, or nothing was kept). */
  whole: boolean;
  /** The open periods to compare them with (an `and` term on creator_follow_periods). */
  periods: SQL;
  /** Keeps the fingerprints of the ids listed now (after the periods are written, in the same transaction). */
  keep(): Promise<void>;
}

/**
 * Which followers a sync needs to compare. When every open follower period has its bucket and the
 * last sync's fingerprints are kept, only the buckets whose fingerprint moved; otherwise (rows the
 * sync did not write: the demo seed, an account from before buckets) all of them, once.
 */
export async function followerScope(db: Db, accountId: number, current: string[]): Promise<FollowerScope> {
  const print = fingerprint(current);
  const [row] = await queryRows<{ unbucketed: boolean; bits: number | null; prints: Uint8Array | string | null }>(db, sql`
    select exists (select 1 from creator_follow_periods where account_id = ${accountId} and kind = 'follower' and gone_at is null and id_bucket is null) as unbucketed,
      (select bucket_bits from creator_follower_prints where account_id = ${accountId}) as bits,
      (select prints from creator_follower_prints where account_id = ${accountId}) as prints`);
  const keep = async () => {
    const bytes = Buffer.from(packPrints(print));
    await db.execute(sql`insert into creator_follower_prints (account_id, bucket_bits, prints) values (${accountId}, ${BUCKET_BITS}, ${bytes})
      on conflict (account_id) do update set bucket_bits = excluded.bucket_bits, prints = excluded.prints`);
  };
  const kept = !row.unbucketed && row.bits === BUCKET_BITS && row.prints ? unpackPrints(asBytes(row.prints)) : null;
  if (!kept) return { ids: current, buckets: print.bucketOf, whole: true, periods: sql`true`, keep };
  const moved = movedBuckets(print, kept);
  const isMoved = new Uint8Array(print.n.length);
  for (const b of moved) isMoved[b] = 1;
  const ids: string[] = [];
  const buckets: number[] = [];
  for (let i = 0; i < current.length; i++) {
    if (!isMoved[print.bucketOf[i]]) continue;
    ids.push(current[i]);
    buckets.push(print.bucketOf[i]);
  }
  return { ids, buckets: Int32Array.from(buckets), whole: false, periods: sql`id_bucket = any(${sql.param(moved)}::int[])`, keep };
}

/** node-postgres gives a Buffer; a driver that hands back bytea as hex text is read too. */
function asBytes(v: Uint8Array | string): Uint8Array {
  return typeof v === "string" ? Buffer.from(v.replace(/^\\x/, ""), "hex") : v;
}
