import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { WORD_LABELS } from "@/lib/server/corpus/derived/term-days";
import { splitAtDays } from "@/lib/domain/analysis/whole-days";
import type { SeriesGranularity, TimeWindow } from "@/lib/domain/analysis/time-window";
import type { SentimentLabel } from "@/lib/domain/analysis/text-features";
import { bucketSql } from "./match-bucket-sql";
import { oneWordQuery } from "./one-word-query";
import { matchesInWindow } from "./matches";
import { wordLexemes } from "./word-lexemes";

/** A conversation's count, volume per bucket and sentiment counts, as conversationMatches gives them (posts.population, facts.volume.counts, facts.sentiment). */
export interface WordDayFacts {
  n: number;
  volume: Map<number, number>;
  sentiment: { label: SentimentLabel; count: number }[];
}

/** Buckets that are unions of whole UTC days (a finer one can split a day). */
const WHOLE_DAY_UNITS: ReadonlySet<SeriesGranularity> = new Set(["day", "week", "month"]);

/**
 * A conversation on one word, counted from its daily counts (corpus_term_days' word columns) for the
 * window's whole UTC days and searched live on its partial first and last days, in one statement:
 * equal to what conversationMatches computes over every match, without visiting them. Null when it
 * cannot answer exactly: the query is not one bare word of one lexeme, the word is too rare to have
 * daily counts, or the buckets are finer than a day. The daily counts know nothing of authors'
 * countries: this is for a conversation without a country filter only (the caller decides).
 */
export async function wordDayFacts(db: Database, query: string, window: TimeWindow, unit: SeriesGranularity): Promise<WordDayFacts | null> {
  const one = oneWordQuery(query);
  const lexeme = one && (await wordLexemes(db, [one.word])).get(one.word);
  return one && lexeme ? wordDayFactsOf(db, { lexeme, search: one.search }, window, unit) : null;
}

/** wordDayFacts of a word whose lexeme is known (the caller asked once for every reader). */
export async function wordDayFactsOf(db: Database, w: { lexeme: string; search: string }, window: TimeWindow, unit: SeriesGranularity): Promise<WordDayFacts | null> {
  if (!WHOLE_DAY_UNITS.has(unit)) return null;
  const split = splitAtDays(window);
  const present = sql`exists (select 1 from corpus_term_days where term = ${w.lexeme})`;
  // Rows (created_at, l, c) bucketed alike: each whole day at its UTC midnight, one row per label
  // (posts with another label or none under null), and each partial day's matches one by one.
  const parts: SQL[] = split.edges.map((edge) => sql`select m.created_at, m.sentiment_label as l, 1 as c from (${matchesInWindow(w.search, edge, { facts: true })}) m`);
  if (split.days) {
    const labelled = WORD_LABELS.map((l) => sql.raw(`('${l}', word_${l})`));
    parts.push(sql`select d.day::timestamp at time zone 'UTC', u.l, u.c from corpus_term_days d
      cross join lateral (values ${sql.join(labelled, sql`, `)}, (null, d.word_posts - ${sql.raw(WORD_LABELS.map((l) => `d.word_${l}`).join(" - "))})) u(l, c)
      where d.term = ${w.lexeme} and d.day >= ${split.days.from}::date and d.day < ${split.days.to}::date and u.c > 0`);
  }
  const rows = parts.length ? sql.join(parts, sql` union all `) : sql`select null::timestamptz, null::text, 0 where false`;
  const [r] = await queryRows<{ present: boolean; n: number; buckets: number[]; counts: number[]; labels: string[]; label_counts: number[] }>(
    db,
    sql`with m as (select * from (${rows}) m(created_at, l, c) where ${present}),
        g as (select ${bucketSql(unit)} as b, l, sum(c)::int as c from m group by 1, 2),
        v as (select b, sum(c)::int as c from g group by 1),
        s as (select l, sum(c)::int as c from g where l in ('positive', 'neutral', 'negative') group by 1)
        select ${present} as present, (select coalesce(sum(c), 0)::int from g) as n,
               array(select b from v order by b) as buckets, array(select c from v order by b) as counts,
               array(select l from s order by l) as labels, array(select c from s order by l) as label_counts`,
  );
  if (!r.present) return null;
  return {
    n: r.n,
    volume: new Map(r.buckets.map((b, i) => [Number(b), Number(r.counts[i])])),
    sentiment: r.labels.map((label, i) => ({ label: label as SentimentLabel, count: Number(r.label_counts[i]) })),
  };
}
