import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { WORD_COLUMNS, WORD_LABELS } from "@/lib/server/corpus/derived/term-days";
import { splitAtDays } from "@/lib/domain/analysis/whole-days";
import { bucketStart, type SeriesGranularity, type TimeWindow } from "@/lib/domain/analysis/time-window";
import type { SentimentLabel } from "@/lib/domain/analysis/text-features";
import { bucketSql } from "./match-bucket-sql";
import { oneWordLexeme } from "./one-word-query";
import { matchesInWindow } from "./matches";

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
  const one = await oneWordLexeme(db, query);
  return one && wordDayFactsOf(db, one, window, unit);
}

/** wordDayFacts of a word whose lexeme is known (the caller asked once for every reader). */
export async function wordDayFactsOf(db: Database, w: { lexeme: string; search: string }, window: TimeWindow, unit: SeriesGranularity): Promise<WordDayFacts | null> {
  if (!WHOLE_DAY_UNITS.has(unit)) return null;
  const split = splitAtDays(window);
  // The whole days' rows come as stored and are bucketed here (at their UTC midnight, by bucketStart):
  // grouping them in the statement cost PGlite about 5 ms. The partial days' matches are grouped
  // there, by bucketSql (the same doubles as bucketStart) and label.
  const days = split.days
    ? sql`(select array_agg(day::text order by day) as days, ${sql.raw(WORD_COLUMNS.map((c) => `array_agg(${c} order by day) as ${c}`).join(", "))}
           from corpus_term_days where term = ${w.lexeme} and day >= ${split.days.from}::date and day < ${split.days.to}::date)`
    : sql`(select null::text[] as days, ${sql.raw(WORD_COLUMNS.map((c) => `null::int[] as ${c}`).join(", "))})`;
  const edges = split.edges.map((edge) => sql`select m.created_at, m.sentiment_label from (${matchesInWindow(w.search, edge, { facts: true })}) m`);
  const edgeGroups = edges.length
    ? sql`(select array_agg(b) as buckets, array_agg(l) as labels, array_agg(c) as counts
           from (select ${bucketSql(unit)} as b, m.sentiment_label as l, count(*)::int as c from (${sql.join(edges, sql` union all `)}) m group by 1, 2) g)`
    : sql`(select null::float8[] as buckets, null::text[] as labels, null::int[] as counts)`;
  type Row = { present: boolean; days: string[] | null; word_posts: number[] | null; buckets: number[] | null; labels: (string | null)[] | null; counts: number[] | null } & Record<string, number[] | null>;
  const [r] = await queryRows<Row>(
    db,
    sql`select exists (select 1 from corpus_term_days where term = ${w.lexeme}) as present, d.*, e.* from ${days} d, ${edgeGroups} e`,
  );
  if (!r.present) return null;
  const volume = new Map<number, number>();
  const labelled = new Map<string, number>();
  const add = (bucket: number, label: string | null, count: number) => {
    if (count <= 0) return;
    volume.set(bucket, (volume.get(bucket) ?? 0) + count);
    if (label !== null) labelled.set(label, (labelled.get(label) ?? 0) + count);
  };
  (r.days ?? []).forEach((day, i) => {
    const bucket = bucketStart(new Date(`${day}T00:00:00Z`), unit).getTime();
    add(bucket, null, Number(r.word_posts![i]));
    for (const label of WORD_LABELS) labelled.set(label, (labelled.get(label) ?? 0) + Number(r[`word_${label}`]![i]));
  });
  (r.buckets ?? []).forEach((bucket, i) => add(Number(bucket), r.labels![i], Number(r.counts![i])));
  const sorted = new Map([...volume].sort(([a], [b]) => a - b));
  return {
    n: [...volume.values()].reduce((sum, c) => sum + c, 0),
    volume: sorted,
    // In the label's order, the labels without a post left out, as the search of every match gives them.
    sentiment: (["negative", "neutral", "positive"] as const).flatMap((label) => ((labelled.get(label) ?? 0) > 0 ? [{ label, count: labelled.get(label)! }] : [])),
  };
}
