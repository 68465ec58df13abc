import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { TimeWindow } from "@/lib/domain/analysis/time-window";
import type { PostOrder } from "@/lib/domain/analysis/top-posts";
import { packedIds } from "@/lib/server/corpus/packed-ids";

/** A post's sampling bucket (0..SAMPLE_BUCKETS-1), from its id alone (corpus_posts_sample_bucket_idx), independent of the ranking seed. */
export const SAMPLE_BUCKETS = 1024;
/** The sampled buckets hold about this many times the sample's size of matches, so it is full but for a draw many deviations away. */
export const SAMPLE_MARGIN = 1.25;
/**
 * A walk in an order expects this many matches among the posts it may visit (the match share at its
 * lowest: over the whole corpus); a walk that finds fewer than the list's length (a word whose posts
 * are the least liked, or all old) falls back to ranking every match.
 */
const WALK_EXPECTED_MATCHES = 80;
const WALK_MIN_POSTS = 500;
/** A walk visits at most this many posts (each visit computes the post's words): a rarer word's matches are ranked instead. */
const WALK_MAX_POSTS = 2000;

const inWindow = (w: TimeWindow) => sql`p.created_at >= ${w.start.toISOString()}::timestamptz and p.created_at < ${w.end.toISOString()}::timestamptz`;

/** Sampling buckets to search for about SAMPLE_MARGIN x size of n matches (all of them when that is SAMPLE_BUCKETS). */
export const sampledBuckets = (n: number, size: number) => Math.min(SAMPLE_BUCKETS, Math.ceil((SAMPLE_BUCKETS * SAMPLE_MARGIN * size) / Math.max(n, 1)));

/**
 * The listing of a one-word conversation with `n` matches (`cond` on posts aliased p), in one
 * statement: `post_ids`, its post sample (the first `postCap` by the seeded rank among the matches in
 * the first k sampling buckets, found through the bucket index beside the word's; every match when k
 * is all of them), packed; and per order the first `top` matches (descending, then id). A common
 * word's lists walk the window's posts in each order through its index and keep the first `top`
 * matches, visiting at most as many posts as should hold WALK_EXPECTED_MATCHES of them; a rarer word's,
 * or a walk that falls short, rank every match, searched once for all four (only then). Every list is exact.
 */
export function commonWordListing(cond: SQL, window: TimeWindow, n: number, o: { postCap: number; seed: number; orders: readonly PostOrder[]; top: number }): SQL {
  const k = sampledBuckets(n, o.postCap);
  const rank = sql`hashtext(${String(o.seed)} || ':' || id), id collate "C"`;
  const sampled = k < SAMPLE_BUCKETS ? sql`(select p.id from corpus_posts p where ${cond} and ${inWindow(window)} and (hashtext(p.id) & ${SAMPLE_BUCKETS - 1}) < ${k})` : sql`m`;
  const bound = sql`ceil(${WALK_EXPECTED_MATCHES}::float8 * (select greatest(reltuples, 0) from pg_class where oid = 'corpus_posts'::regclass) / ${Math.max(n, 1)})`;
  // Where every match is read for the sample anyway, the lists rank them too.
  const walks = k < SAMPLE_BUCKETS;
  const list = (order: PostOrder) => {
    const by = sql`${sql.raw(order)} desc, id collate "C"`;
    const ranked = sql`array(select id from m order by ${by} limit ${o.top})`;
    if (!walks) return ranked;
    // The walk's matches come out in the walk's order: the outer limit stops it at the `top`-th.
    const walk = sql`array(select p.id from (select p.* from corpus_posts p where ${inWindow(window)} order by p.${by} limit (select b from w)) p where ${cond} limit ${o.top})`;
    return sql`(select case when cardinality(l.ids) >= ${Math.min(o.top, n)} then l.ids else ${ranked} end
               from (select case when (select b from w) <= ${WALK_MAX_POSTS} then ${walk} else '{}'::text[] end as ids) l)`;
  };
  // m is materialized lazily: only a statement that reads it (a sample of every match, a rare word's
  // lists, a walk that fell short) searches every match, once.
  return sql`with m as materialized (select p.id, p.like_count, p.repost_count, p.reply_count, p.created_at from corpus_posts p where ${cond} and ${inWindow(window)}),
                  w as (select greatest(${WALK_MIN_POSTS}, ${bound})::bigint as b)
             select ${packedIds(sql`id`, sql`from ${sampled} s order by ${rank} limit ${o.postCap}`)} as post_ids,
                    ${sql.join(o.orders.map((order) => sql`${list(order)} as ${sql.raw(order)}`), sql`, `)}`;
}
