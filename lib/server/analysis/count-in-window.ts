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

/**
 * The row of corpus_term_days that counts a query's posts, when the query is `word OR #word` (a word
 * that is one lexeme, equal to the hashtag's value: posts with either, once) or a lone `#word`, and
 * the term has rows there (else it is too rare to have any, and is searched live).
 */
async function termDaysRow(db: Database, query: string): Promise<TermColumn | null> {
  const groups = searchGroups(query);
  const tags = groups.flatMap((g) => ("entity" in g && g.entity.kind === "hashtag" ? [g.entity.value] : []));
  const words = groups.flatMap((g) => ("word" in g && g.word ? [g.word] : []));
  let row: TermColumn | null = null;
  if (groups.length === 1 && tags.length === 1) row = { term: tags[0], column: sql`hashtag_posts` };
  if (groups.length === 2 && tags.length === 1 && words.length === 1 && (await wordLexemes(db, words)).get(words[0]) === tags[0]) {
    row = { term: tags[0], column: sql`posts` };
  }
  if (!row) return null;
  const [{ present }] = await queryRows<{ present: boolean }>(db, sql`select exists (select 1 from corpus_term_days where term = ${row.term}) as present`);
  return present ? row : null;
}

const liveCount = (query: string, window: TimeWindow) => sql`(select count(*) from (${matchesInWindow(query, window)}) s)`;

/**
 * How many posts in the window match an X search query. Share-of-voice queries of terms with daily
 * counts read the window's whole UTC days from them and search only its partial first and last days.
 */
export async function countInWindow(db: Database, query: string, window: TimeWindow): Promise<number> {
  const split = splitAtDays(window);
  const row = split.days ? await termDaysRow(db, query) : null;
  const parts =
    row && split.days
      ? [
          sql`(select coalesce(sum(${row.column}), 0) from corpus_term_days where term = ${row.term} and day >= ${split.days.from}::date and day < ${split.days.to}::date)`,
          ...split.edges.map((e) => liveCount(query, e)),
        ]
      : [liveCount(query, window)];
  const [{ n }] = await queryRows<{ n: number }>(db, sql`select (${sql.join(parts, sql` + `)})::int as n`);
  return n;
}
