import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { SeriesGranularity, TimeWindow } from "@/lib/domain/analysis/time-window";
import type { PostOrder } from "@/lib/domain/analysis/top-posts";
import type { SentimentLabel } from "@/lib/domain/analysis/text-features";
import { conversationSearch } from "./query";
import { matchesInWindow } from "./matches";

/** Posts listed per order (the report's listing length): the top ids are computed with the counts. */
export const CONVERSATION_TOP = 20;
export const POST_ORDERS: readonly PostOrder[] = ["like_count", "repost_count", "reply_count", "created_at"];

/** What a conversation's sections need of every match. */
export interface ConversationFacts {
  /** Matching posts per bucket of the window's granularity (bucket start in epoch ms). */
  volume: { unit: SeriesGranularity; counts: Map<number, number> };
  /** Matched posts per sentiment label (positive, neutral, negative; unlabelled posts are not counted). */
  sentiment: { label: SentimentLabel; count: number }[];
  /** The first CONVERSATION_TOP matched post ids by each order (descending, then id). */
  top: Record<PostOrder, string[]>;
  /** The matches as a subquery with an `id` column (a team's sentiment model labels every match). */
  ids: SQL;
}

export interface ConversationMatches {
  /** Distinct authors of the matches, and a uniform seeded sample of `cap` of them. */
  authors: { population: number; ids: string[] };
  /** The matches, and a uniform seeded sample of `postCap` of them (`cap` when not given). */
  posts: { population: number; ids: string[] };
  facts: ConversationFacts;
}

/** A conversation's matches (optionally by authors of some countries) as rows `m` (matchesInWindow's columns with facts). */
export function conversationMatchRows(query: string, window: TimeWindow, countries: string[]): SQL {
  const search = matchesInWindow(conversationSearch(query), window, { facts: true });
  return sql`(${search}) m ${countries.length ? sql`join corpus_accounts ca on ca.id = m.author_id and ca.country = any(${sql.param(countries)}::text[])` : sql``}`;
}

/** The matches' ids as a subquery (ConversationFacts.ids). */
export const matchIdsOf = (query: string, window: TimeWindow, countries: string[]): SQL => sql`select m.id from ${conversationMatchRows(query, window, countries)}`;
