import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { unpackIds } from "@/lib/server/corpus/packed-ids";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { fitGranularity, type TimeWindow } from "@/lib/domain/analysis/time-window";
import type { PostOrder } from "@/lib/domain/analysis/top-posts";
import { searchGroups } from "@/lib/server/x/local/search-query";
import { conversationSearch } from "./query";
import { sampledPostIds, walkedTopIds } from "./common-word-listing";
import { wordDayFacts } from "./word-day-facts";
import { wordAuthorsInWindow } from "./word-authors-in-window";
import { CONVERSATION_TOP, POST_ORDERS, matchIdsOf, type ConversationMatches } from "./conversation-facts";

/** A one-word conversation with more matches than this many times the sample cap is answered without searching every match. */
export const COMMON_MATCHES_PER_CAP = 1;

/** The condition on posts `p` of a query that is one bare word, else null. */
function oneWordCondition(query: string): SQL | null {
  const groups = searchGroups(conversationSearch(query), "ids");
  const [g] = groups;
  return groups.length === 1 && "word" in g && g.word ? g.cond : null;
}

/**
 * A conversation on one common word (no country filter), answered without searching every match:
 * the count, the volume per bucket and the sentiment counts from the word's daily counts (the partial
 * edge days searched), the distinct authors and their seeded sample from the word's authors by day,
 * the top posts by walking each order's index: all exactly as a search of every match gives them.
 * Only the post sample differs: a uniform sample of `postCap` drawn from about SAMPLE_MARGIN x postCap
 * matches (those in the first sampling buckets) instead of from all of them. Null when the query, its word or
 * its count does not qualify: the caller then searches every match.
 */
export async function commonWordConversation(
  db: Database,
  query: string,
  window: TimeWindow,
  o: { cap: number; seed: number; postCap?: number },
): Promise<ConversationMatches | null> {
  const cond = oneWordCondition(query);
  if (!cond) return null;
  const unit = fitGranularity(window);
  const counts = await wordDayFacts(db, query, window, unit);
  if (!counts || counts.n <= COMMON_MATCHES_PER_CAP * o.cap) return null;
  const n = counts.n;
  const listing = queryRows<{ post_ids: string } & Record<PostOrder, string[]>>(
    db,
    sql`select ${sampledPostIds(cond, window, n, { cap: o.postCap ?? o.cap, seed: o.seed })} as post_ids,
               ${sql.join(POST_ORDERS.map((order) => sql`${walkedTopIds(cond, window, n, order, CONVERSATION_TOP)} as ${sql.raw(order)}`), sql`, `)}`,
  );
  const [authors, [r]] = await Promise.all([wordAuthorsInWindow(db, query, window, { cap: o.cap, seed: o.seed }), listing]);
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
