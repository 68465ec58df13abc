import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { TimeWindow } from "@/lib/domain/analysis/time-window";
import type { PostOrder } from "@/lib/domain/analysis/top-posts";
import { packedIds } from "@/lib/server/corpus/packed-ids";

/** A post's sampling bucket (0..SAMPLE_BUCKETS-1), from its id alone (corpus_posts_sample_bucket_idx), independent of the ranking seed. */
export const SAMPLE_BUCKETS = 1024;
/** The sampled buckets hold about this many times `cap` matches, so the post sample is full but for a draw many deviations away. */
export const SAMPLE_MARGIN = 1.25;
/**
 * A walk in an order expects this many matches among the posts it may visit (the match share at its
 * lowest, over the whole corpus); a walk that finds fewer than the list's length (a word whose posts
 * are the least liked, or all old) falls back to ranking every match.
 */
const WALK_EXPECTED_MATCHES = 80;
const WALK_MIN_POSTS = 2000;
/** A walk visits at most this many posts, however rare the word (each visit computes the post's words). */
const WALK_MAX_POSTS = 10_000;

const inWindow = (w: TimeWindow) => sql`p.created_at >= ${w.start.toISOString()}::timestamptz and p.created_at < ${w.end.toISOString()}::timestamptz`;

/** Sampling buckets to search for about SAMPLE_MARGIN x cap of n matches. */
export const sampledBuckets = (n: number, cap: number) => Math.min(SAMPLE_BUCKETS, Math.ceil((SAMPLE_BUCKETS * SAMPLE_MARGIN * cap) / Math.max(n, 1)));

/**
 * The post sample of a conversation with `n` matches (`cond` on posts aliased p): the first `cap` by
 * the seeded rank among the matches in the first k sampling buckets (a uniform sample of about
 * SAMPLE_MARGIN x cap of them, found through the bucket index beside the word's), packed.
 */
export function sampledPostIds(cond: SQL, window: TimeWindow, n: number, o: { cap: number; seed: number }): SQL {
  const k = sampledBuckets(n, o.cap);
  const rank = sql`hashtext(${String(o.seed)} || ':' || id), id collate "C"`;
  return packedIds(
    sql`id`,
    sql`from (select p.id from corpus_posts p where ${cond} and ${inWindow(window)} and (hashtext(p.id) & ${sql.raw(String(SAMPLE_BUCKETS - 1))}) < ${k}) s order by ${rank} limit ${o.cap}`,
  );
}

/**
 * The first `top` matches by `order` (descending, then id), as an array: the window's posts are
 * walked in that order through its index and the first `top` matches kept, visiting at most as many
 * posts as should hold WALK_EXPECTED_MATCHES of the `n` matches (within WALK_MIN_POSTS and
 * WALK_MAX_POSTS); when the walk finds fewer than min(top, n), every match is ranked instead. Either
 * way the list is exact.
 */
export function walkedTopIds(cond: SQL, window: TimeWindow, n: number, order: PostOrder, top: number): SQL {
  const by = sql`p.${sql.raw(order)} desc, p.id collate "C"`;
  const bound = sql`least(${WALK_MAX_POSTS}, greatest(${WALK_MIN_POSTS}, ceil(${WALK_EXPECTED_MATCHES}::float8 * (select greatest(reltuples, 0) from pg_class where oid = 'corpus_posts'::regclass) / ${n})))::bigint`;
  // The walk's matches come out in the walk's order: the outer limit stops it at the `top`-th.
  const walk = sql`array(select p.id from (select p.* from corpus_posts p where ${inWindow(window)} order by ${by} limit ${bound}) p where ${cond} limit ${top})`;
  // Materialized, so the fallback searches the matches and sorts them rather than walk the order's index without a bound.
  const ranked = sql`array(with p as materialized (select p.id, p.${sql.raw(order)} from corpus_posts p where ${cond} and ${inWindow(window)}) select p.id from p order by ${by} limit ${top})`;
  return sql`(select case when cardinality(w.ids) >= ${Math.min(top, n)} then w.ids else ${ranked} end from (select ${walk} as ids) w)`;
}
