import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { packedIds, unpackIds } from "@/lib/server/corpus/packed-ids";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { fitGranularity, type TimeWindow } from "@/lib/domain/analysis/time-window";
import type { PostOrder } from "@/lib/domain/analysis/top-posts";
import type { SentimentLabel } from "@/lib/domain/analysis/text-features";
import { CONVERSATION_TOP, POST_ORDERS, conversationMatchRows, matchIdsOf, type ConversationMatches } from "./conversation-facts";
import { commonWordConversation } from "./common-word-conversation";
import { bucketSql } from "./match-bucket-sql";

export { CONVERSATION_TOP, type ConversationFacts, type ConversationMatches } from "./conversation-facts";

/**
 * A conversation's matches in its window (optionally by authors of some countries). A query of one
 * word with daily counts is answered from derived tables and index walks (commonWordConversation);
 * any other is searched once: its count, both seeded samples (ranked by the sampling hash, then id,
 * as sampleIds ranks), the volume per bucket, the sentiment counts and the top posts by every order
 * all come from one query, so it costs the search, not the transfer of every match.
 */
export async function conversationMatches(
  db: Database,
  query: string,
  window: TimeWindow,
  o: { countries: string[]; cap: number; seed: number; postCap?: number },
): Promise<ConversationMatches> {
  const common = o.countries.length ? null : await commonWordConversation(db, query, window, o);
  if (common) return common;
  const unit = fitGranularity(window);
  const from = conversationMatchRows(query, window, o.countries);
  const rank = (column: SQL) => sql`hashtext(${String(o.seed)} || ':' || ${column}), ${column} collate "C"`;
  const top = (order: PostOrder) => sql`array(select id from m order by ${sql.raw(order)} desc nulls last, id collate "C" limit ${CONVERSATION_TOP})`;
  const [r] = await queryRows<{
    n: number; post_ids: string; authors: number; author_ids: string; buckets: number[]; counts: number[]; labels: string[]; label_counts: number[];
  } & Record<PostOrder, string[]>>(
    db,
    sql`with m as materialized (select m.id, m.author_id, m.created_at, m.like_count, m.repost_count, m.reply_count, m.sentiment_label from ${from}),
        g as (select ${bucketSql(unit)} as b, sentiment_label as l, count(*)::int as c from m group by 1, 2),
        v as (select b, sum(c)::int as c from g group by 1),
        s as (select l, sum(c)::int as c from g where l in ('positive', 'neutral', 'negative') group by 1),
        a as (select distinct author_id from m where author_id is not null)
        select (select coalesce(sum(c), 0)::int from g) as n,
               ${packedIds(sql`id`, sql`from m order by ${rank(sql`id`)} limit ${o.postCap ?? o.cap}`)} as post_ids,
               (select count(*)::int from a) as authors,
               ${packedIds(sql`author_id`, sql`from a order by ${rank(sql`author_id`)} limit ${o.cap}`)} as author_ids,
               array(select b from v order by b) as buckets, array(select c from v order by b) as counts,
               array(select l from s order by l) as labels, array(select c from s order by l) as label_counts,
               ${sql.join(POST_ORDERS.map((order) => sql`${top(order)} as ${sql.raw(order)}`), sql`, `)}`,
  );
  return {
    authors: { population: r.authors, ids: unpackIds(r.author_ids) },
    posts: { population: r.n, ids: unpackIds(r.post_ids) },
    facts: {
      volume: { unit, counts: new Map(r.buckets.map((b, i) => [Number(b), Number(r.counts[i])])) },
      sentiment: r.labels.map((label, i) => ({ label: label as SentimentLabel, count: Number(r.label_counts[i]) })),
      top: Object.fromEntries(POST_ORDERS.map((order) => [order, r[order]])) as Record<PostOrder, string[]>,
      ids: matchIdsOf(query, window, o.countries),
    },
  };
}
