import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { splitAtDays } from "@/lib/domain/analysis/whole-days";
import type { TimeWindow } from "@/lib/domain/analysis/time-window";
import { searchGroups } from "@/lib/server/x/local/search-query";
import { matchesInWindow } from "./matches";
import { wordLexemes } from "./word-lexemes";

type TermColumn = { term: string; column: SQL };

/** A query's shape that corpus_term_days can count: `word OR #word` (the word's lexeme to be checked) or a lone `#word`. */
function termDaysShape(query: string): { tag: string; word: string | null } | null {
  const groups = searchGroups(query);
  const tags = groups.flatMap((g) => ("entity" in g && g.entity.kind === "hashtag" ? [g.entity.value] : []));
  const words = groups.flatMap((g) => ("word" in g && g.word ? [g.word] : []));
  if (groups.length === 1 && tags.length === 1) return { tag: tags[0], word: null };
  if (groups.length === 2 && tags.length === 1 && words.length === 1) return { tag: tags[0], word: words[0] };
  return null;
}

/**
 * The row of corpus_term_days that counts each query's posts, when the query is `word OR #word` (a
 * word that is one lexeme, equal to the hashtag's value: posts with either, once) or a lone `#word`,
 * and the term has rows there (else it is too rare to have any, and is searched live). The words'
 * lexemes and which terms have rows are asked at once, for all the queries.
 */
async function termDaysRows(db: Database, queries: string[]): Promise<(TermColumn | null)[]> {
  const shapes = queries.map(termDaysShape);
  const words = [...new Set(shapes.flatMap((s) => (s?.word ? [s.word] : [])))];
  const tags = [...new Set(shapes.flatMap((s) => (s ? [s.tag] : [])))];
  if (!tags.length) return shapes.map(() => null);
  const [lexemes, present] = await Promise.all([
    wordLexemes(db, words),
    queryRows<{ term: string }>(db, sql`select t as term from unnest(${sql.param(tags)}::text[]) t where exists (select 1 from corpus_term_days d where d.term = t)`),
  ]);
  const known = new Set(present.map((r) => r.term));
  return shapes.map((s): TermColumn | null => {
    if (!s || !known.has(s.tag)) return null;
    if (!s.word) return { term: s.tag, column: sql`hashtag_posts` };
    return lexemes.get(s.word) === s.tag ? { term: s.tag, column: sql`posts` } : null;
  });
}

const liveCount = (query: string, window: TimeWindow) => sql`(select count(*) from (${matchesInWindow(query, window)}) s)`;

/**
 * How many posts in the window match each X search query, in one statement. Share-of-voice queries
 * of terms with daily counts read the window's whole UTC days from them and search only its partial
 * first and last days.
 */
export async function countsInWindow(db: Database, queries: string[], window: TimeWindow): Promise<number[]> {
  if (!queries.length) return [];
  const split = splitAtDays(window);
  const rows = split.days ? await termDaysRows(db, queries) : queries.map(() => null);
  const counts = queries.map((query, i) => {
    const row = rows[i];
    const parts =
      row && split.days
        ? [
            sql`(select coalesce(sum(${row.column}), 0) from corpus_term_days where term = ${row.term} and day >= ${split.days.from}::date and day < ${split.days.to}::date)`,
            ...split.edges.map((e) => liveCount(query, e)),
          ]
        : [liveCount(query, window)];
    return sql`(${sql.join(parts, sql` + `)})::int as ${sql.raw(`n${i}`)}`;
  });
  const [found] = await queryRows<Record<string, number>>(db, sql`select ${sql.join(counts, sql`, `)}`);
  return queries.map((_, i) => found[`n${i}`]);
}

/** How many posts in the window match one X search query (see countsInWindow). */
export async function countInWindow(db: Database, query: string, window: TimeWindow): Promise<number> {
  const [n] = await countsInWindow(db, [query], window);
  return n;
}
