import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { packedIds, unpackIds } from "@/lib/server/corpus/packed-ids";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { fitGranularity, type SeriesGranularity, type TimeWindow } from "@/lib/domain/analysis/time-window";
import type { PostOrder } from "@/lib/domain/analysis/top-posts";
import type { SentimentLabel } from "@/lib/domain/analysis/text-features";
import { conversationSearch } from "./query";
import { matchesInWindow } from "./matches";

/** Posts listed per order (the report's listing length): the top ids are computed with the counts. */
export const CONVERSATION_TOP = 20;
const ORDERS: readonly PostOrder[] = ["like_count", "repost_count", "reply_count", "created_at"];

/** What a conversation's sections need of every match, computed in the database over all of them. */
export interface ConversationFacts {
  /** Matching posts per bucket of the window's granularity (bucket start in epoch ms). */
  volume: { unit: SeriesGranularity; counts: Map<number, number> };
  /** Matched posts per sentiment label (positive, neutral, negative; unlabelled posts are not counted). */
  sentiment: { label: SentimentLabel; count: number }[];
  /** The first CONVERSATION_TOP post ids by each order (descending, then id): of every match, or of `sample` when there is one. */
  top: Record<PostOrder, string[]>;
  /**
   * Above SAMPLED_MATCHES_PER_CAP x the sample cap, the post sample and the top lists are drawn from
   * a uniform random sample of the matches (`posts` of them, by the post id's sampling bucket) instead
   * of ranking every match; null when they are over every match.
   */
  sample: { posts: number; matched: number } | null;
  /** The matches as a subquery with an `id` column (a team's sentiment model labels every match). */
  ids: SQL;
}

export interface ConversationMatches {
  /** Distinct authors of the matches, and a uniform seeded sample of `cap` of them. */
  authors: { population: number; ids: string[] };
  /** The matches, and a uniform seeded sample of `cap` of them. */
  posts: { population: number; ids: string[] };
  facts: ConversationFacts;
}

/** A conversation with more matches than this many times the sample cap lists its top posts from a random sample of about `cap` of them. */
export const SAMPLED_MATCHES_PER_CAP = 2;
/** The sampled buckets hold about this many times `cap` matches, so the post sample is full but for a rare draw. */
export const SAMPLE_MARGIN = 1.25;
/** Sampling buckets of a post (hashtext of its id, masked): a sample of k buckets holds about k / SAMPLE_BUCKETS of the matches. */
export const SAMPLE_BUCKETS = 1024;
/** A post's sampling bucket (0..SAMPLE_BUCKETS-1), from its id alone, independent of the ranking seed. */
export const sampleBucket = (id: SQL) => sql`(hashtext(${id}) & ${sql.raw(String(SAMPLE_BUCKETS - 1))})`;

const MINUTE = 60_000;
const FIXED: Partial<Record<SeriesGranularity, number>> = { minute: MINUTE, hour: 60 * MINUTE, day: 24 * 60 * MINUTE };

/**
 * A match's bucket start in epoch ms, computed as bucketStart (lib/domain/analysis/time-window) does,
 * in the same double-precision arithmetic on the same epoch milliseconds.
 */
function bucketSql(unit: SeriesGranularity): SQL {
  // date_part gives the epoch as float8 directly, the same double as extract(epoch)::float8 (both
  // the correctly rounded microseconds / 10^6), without extract's numeric detour: 2-3 ms less on 11,000 matches.
  const at = "(date_part('epoch', m.created_at) * 1000)";
  const size = FIXED[unit];
  if (size) return sql.raw(`floor(${at} / ${size}) * ${size}`);
  // Weeks start on Monday: 1970-01-01 was a Thursday, so days since a Monday are (days + 3) mod 7.
  const day = `floor(${at} / 86400000)::bigint`;
  if (unit === "week") return sql.raw(`((${day} - mod(mod(${day} + 3, 7) + 7, 7)) * 86400000)::float8`);
  return sql.raw(`date_part('epoch', date_trunc('month', m.created_at at time zone 'UTC')) * 1000`);
}

/**
 * A conversation's matches in its window (optionally by authors of some countries), searched once:
 * their count, the volume per bucket, the sentiment counts and the distinct authors (with their
 * seeded sample, ranked by the sampling hash, then id, as sampleIds ranks) are over every match; the
 * post sample and the top posts by every order too, up to SAMPLED_MATCHES_PER_CAP x cap matches.
 * Above that, they are over the matches in the first k sampling buckets, k chosen from the count so
 * that about SAMPLE_MARGIN x `cap` posts are in them: the costly per-match sorts then grow with the sample, not the matches.
 */
export async function conversationMatches(
  db: Database,
  query: string,
  window: TimeWindow,
  o: { countries: string[]; cap: number; seed: number },
): Promise<ConversationMatches> {
  const unit = fitGranularity(window);
  const search = matchesInWindow(conversationSearch(query), window, { facts: true });
  const from = sql`(${search}) m ${o.countries.length ? sql`join corpus_accounts ca on ca.id = m.author_id and ca.country = any(${sql.param(o.countries)}::text[])` : sql``}`;
  const rank = (column: SQL) => sql`hashtext(${String(o.seed)} || ':' || ${column}), ${column} collate "C"`;
  const ALL = sql.raw(String(SAMPLE_BUCKETS));
  const top = (order: PostOrder) => sql`array(select id from ms order by ${sql.raw(order)} desc nulls last, id collate "C" limit ${CONVERSATION_TOP})`;
  // Each match's sampling bucket is computed once, with the match: the listing's six passes (the post
  // sample, its count, four top lists) then compare integers (at 1M posts, hashing 220,036 ids per pass cost ~12 ms each).
  const [r] = await queryRows<{
    n: number; k: number; sampled: number; post_ids: string; authors: number; author_ids: string; buckets: number[]; counts: number[]; labels: string[]; label_counts: number[];
  } & Record<PostOrder, string[]>>(
    db,
    sql`with m as materialized (select m.id, m.author_id, m.created_at, m.like_count, m.repost_count, m.reply_count, m.sentiment_label, ${sampleBucket(sql`m.id`)} as bucket from ${from}),
        g as (select ${bucketSql(unit)} as b, sentiment_label as l, count(*)::int as c from m group by 1, 2),
        v as (select b, sum(c)::int as c from g group by 1),
        s as (select l, sum(c)::int as c from g where l in ('positive', 'neutral', 'negative') group by 1),
        a as (select distinct author_id from m where author_id is not null),
        n as (select coalesce(sum(c), 0)::int as n from g),
        k as (select case when n > ${SAMPLED_MATCHES_PER_CAP * o.cap}::int then least(${ALL}, ceil(${SAMPLE_BUCKETS * SAMPLE_MARGIN * o.cap}::float8 / n))::int else ${ALL} end as k from n),
        ms as not materialized (select * from m where bucket < (select k from k))
        select (select n from n) as n, (select k from k) as k, case when (select k from k) < ${ALL} then (select count(*)::int from ms) end as sampled,
               ${packedIds(sql`id`, sql`from ms order by ${rank(sql`id`)} limit ${o.cap}`)} as post_ids,
               (select count(*)::int from a) as authors,
               ${packedIds(sql`author_id`, sql`from a order by ${rank(sql`author_id`)} limit ${o.cap}`)} as author_ids,
               array(select b from v order by b) as buckets, array(select c from v order by b) as counts,
               array(select l from s order by l) as labels, array(select c from s order by l) as label_counts,
               ${sql.join(ORDERS.map((order) => sql`${top(order)} as ${sql.raw(order)}`), sql`, `)}`,
  );
  return {
    authors: { population: r.authors, ids: unpackIds(r.author_ids) },
    posts: { population: r.n, ids: unpackIds(r.post_ids) },
    facts: {
      volume: { unit, counts: new Map(r.buckets.map((b, i) => [Number(b), Number(r.counts[i])])) },
      sentiment: r.labels.map((label, i) => ({ label: label as SentimentLabel, count: Number(r.label_counts[i]) })),
      top: Object.fromEntries(ORDERS.map((order) => [order, r[order]])) as Record<PostOrder, string[]>,
      sample: r.k < SAMPLE_BUCKETS ? { posts: r.sampled, matched: r.n } : null,
      ids: sql`select m.id from ${from}`,
    },
  };
}
