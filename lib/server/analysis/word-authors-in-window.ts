import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { packedIds, unpackIds } from "@/lib/server/corpus/packed-ids";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { ensureDerived } from "@/lib/server/corpus/derived/refresh-derived";
import { daysTouched, splitAtDays } from "@/lib/domain/analysis/whole-days";
import type { TimeWindow } from "@/lib/domain/analysis/time-window";
import { oneWordLexeme } from "./one-word-query";

const range = (days: { from: string; to: string }) => sql`daterange(${days.from}::date, ${days.to}::date)`;

/**
 * The distinct authors of a one-word conversation's matches in a window and the first `cap` of them
 * in sampling order for `seed` (hashtext(seed || ':' || id), then the id in "C" order): what
 * conversationMatches counts and samples, without searching every match. One pass over the word's
 * rows of corpus_word_authors: an author counts when one of the window's whole UTC days is among
 * their stored days; else, when their days hold a partial first or last day of the window, when a
 * post of theirs in that part matches (a stored day cannot tell which part of it a post fell in),
 * looked up by author and time, so only those few authors' posts are searched. Null when the query
 * is not one bare word of one lexeme, when `seed` is not the table's, or when the word has no rows.
 * The derived tables are brought up to date first (as for the keyword audience).
 */
export async function wordAuthorsInWindow(
  db: Database,
  query: string,
  window: TimeWindow,
  o: { cap: number; seed: number },
): Promise<{ population: number; ids: string[] } | null> {
  const one = await oneWordLexeme(db, query);
  if (!one) return null;
  await ensureDerived(db);
  return wordAuthorsOf(db, one, window, o);
}

/** wordAuthorsInWindow of a word whose lexeme is known, on derived tables the caller has brought up to date. */
export async function wordAuthorsOf(
  db: Database,
  w: { lexeme: string; cond: SQL },
  window: TimeWindow,
  o: { cap: number; seed: number },
): Promise<{ population: number; ids: string[] } | null> {
  const split = splitAtDays(window);
  const tests = [
    ...(split.days ? [sql`w.days && ${range(split.days)}`] : []),
    // "offset 0" keeps each probe per author: unnested, the planner searches the whole edge once.
    ...split.edges.map(
      (edge) => sql`(w.days && ${range(daysTouched(edge))} and exists (select 1 from corpus_posts p where p.author_id = w.author_id
        and p.created_at >= ${edge.start.toISOString()}::timestamptz and p.created_at < ${edge.end.toISOString()}::timestamptz and ${w.cond} offset 0))`,
    ),
  ];
  const qualifies = tests.length ? sql.join(tests, sql` or `) : sql`false`;
  // Every row of a word has the table's seed: the first (by the key's index) tells it.
  const [r] = await queryRows<{ known: boolean; population: number; ids: string }>(
    db,
    sql`with a as (select w.rank, w.author_id from corpus_word_authors w where w.word = ${w.lexeme} and w.seed = ${o.seed} and (${qualifies}))
        select coalesce((select seed from corpus_word_authors where word = ${w.lexeme} order by rank, author_id limit 1) = ${o.seed}, false) as known,
               (select count(*)::int from a) as population,
               ${packedIds(sql`author_id`, sql`from a order by rank, author_id collate "C" limit ${o.cap}`)} as ids`,
  );
  return r.known ? { population: r.population, ids: unpackIds(r.ids) } : null;
}
