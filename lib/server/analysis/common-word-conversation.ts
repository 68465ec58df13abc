import "server-only";
import type { Database } from "@/lib/server/db/client";
import { unpackIds } from "@/lib/server/corpus/packed-ids";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { fitGranularity, type TimeWindow } from "@/lib/domain/analysis/time-window";
import type { PostOrder } from "@/lib/domain/analysis/top-posts";
import { commonWordListing } from "./common-word-listing";
import { wordDayFactsOf } from "./word-day-facts";
import { wordAuthorsOf } from "./word-authors-in-window";
import { oneWordLexeme } from "./one-word-query";
import { CONVERSATION_TOP, POST_ORDERS, matchIdsOf, type ConversationMatches } from "./conversation-facts";

/**
 * A conversation on one word with daily counts (used by TERM_DAYS_MIN_POSTS posts or more; no
 * country filter), answered without searching every match where it is common: the count, the volume
 * per bucket and the sentiment counts from the word's daily counts (the partial edge days searched),
 * the distinct authors and their seeded sample from the days each author wrote the word, the top
 * posts by walking each order's index (commonWordListing): all exactly as a search of every match
 * gives them. Only the post sample may differ: a uniform sample of `postCap` drawn from about
 * SAMPLE_MARGIN x postCap matches (those in the first sampling buckets) rather than from all of them.
 * Null when the query or its word does not qualify: the caller then searches every match.
 */
export async function commonWordConversation(
  db: Database,
  query: string,
  window: TimeWindow,
  o: { cap: number; seed: number; postCap?: number },
): Promise<ConversationMatches | null> {
  const one = await oneWordLexeme(db, query);
  if (!one) return null;
  const unit = fitGranularity(window);
  const counts = await wordDayFactsOf(db, one, window, unit);
  if (!counts) return null;
  const n = counts.n;
  const listing = queryRows<{ post_ids: string } & Record<PostOrder, string[]>>(
    db,
    commonWordListing(one.cond, window, n, { postCap: o.postCap ?? o.cap, seed: o.seed, orders: POST_ORDERS, top: CONVERSATION_TOP }),
  );
  const [authors, [r]] = await Promise.all([wordAuthorsOf(db, one, window, { cap: o.cap, seed: o.seed }), listing]);
  if (!authors) return null;
  return {
    authors,
    posts: { population: n, ids: unpackIds(r.post_ids) },
    facts: {
      volume: { unit, counts: counts.volume },
      sentiment: counts.sentiment,
      top: Object.fromEntries(POST_ORDERS.map((order) => [order, r[order]])) as Record<PostOrder, string[]>,
      ids: matchIdsOf(query, window, []),
    },
  };
}
