import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { packedIds, unpackIds } from "@/lib/server/corpus/packed-ids";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { splitAtDays } from "@/lib/domain/analysis/whole-days";
import type { TimeWindow } from "@/lib/domain/analysis/time-window";
import { searchGroups } from "@/lib/server/x/local/search-query";
import { conversationSearch } from "./query";
import { matchesInWindow } from "./matches";
import { wordLexemes } from "./word-lexemes";

/**
 * The distinct authors of a one-word conversation's matches in a window and the first `cap` of them
 * in sampling order for `seed` (hashtext(seed || ':' || id), then the id in "C" order): what
 * conversationMatches counts and samples, without searching every match. An author of the word
 * counts when one of the window's whole UTC days is among the days corpus_word_authors holds for
 * them; the partial first and last days are searched live (a stored day cannot tell which part of
 * it a post fell in). Null when the query is not one bare word of one lexeme, when `seed` is not the
 * table's, or when the word has no rows. The derived tables must be fresh (as for the keyword audience).
 */
export async function wordAuthorsInWindow(
  db: Database,
  query: string,
  window: TimeWindow,
  o: { cap: number; seed: number },
): Promise<{ population: number; ids: string[] } | null> {
  const search = conversationSearch(query);
  const groups = searchGroups(search, "ids");
  const word = groups.length === 1 && "word" in groups[0] ? groups[0].word : undefined;
  if (!word) return null;
  const lexeme = (await wordLexemes(db, [word])).get(word);
  if (lexeme === undefined) return null;

  const split = splitAtDays(window);
  const rows = sql`corpus_word_authors where word = ${lexeme} and seed = ${o.seed}`;
  const rank = sql`hashtext(${String(o.seed)} || ':' || author_id)`;
  const parts = [
    ...(split.days ? [sql`select rank, author_id from ${rows} and days && daterange(${split.days.from}::date, ${split.days.to}::date)`] : []),
    ...split.edges.map((edge) => sql`select ${rank} as rank, author_id from (${matchesInWindow(search, edge)}) e where author_id is not null`),
  ];
  // An author in an edge has a row of the word too, with the same rank: the union keeps one.
  const qualified = parts.length ? sql.join(parts, sql` union `) : sql`select rank, author_id from ${rows} and false`;
  // Every row of a word has the table's seed: the first (by the key's index) tells it.
  const [r] = await queryRows<{ known: boolean; population: number; ids: string }>(
    db,
    sql`with a as (${qualified})
        select coalesce((select seed from corpus_word_authors where word = ${lexeme} order by rank, author_id limit 1) = ${o.seed}, false) as known, (select count(*)::int from a) as population,
               ${packedIds(sql`author_id`, sql`from a order by rank, author_id collate "C" limit ${o.cap}`)} as ids`,
  );
  return r.known ? { population: r.population, ids: unpackIds(r.ids) } : null;
}
