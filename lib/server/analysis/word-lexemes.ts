import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { queryRows } from "@/lib/server/corpus/query-rows";

/**
 * A word's lexeme (SQL text) when it is one lexeme as the full-text search ('simple') sees it, else
 * null: only such a word is one key of the derived word tables. One node in the search's phrase query
 * too: a word the parser cuts into two tokens of one lexeme ("x²x") is one lexeme in a tsvector but a
 * phrase to the search.
 */
export const lexemeOf = (word: SQL) =>
  sql`(select case when cardinality(x.lex) = 1 and numnode(phraseto_tsquery('simple', ${word})) = 1 then x.lex[1] end
       from (select tsvector_to_array(to_tsvector('simple', ${word})) as lex) x)`;

/** The words that are one lexeme (lexemeOf), each with that lexeme. */
export async function wordLexemes(db: Database, words: string[]): Promise<Map<string, string>> {
  if (!words.length) return new Map();
  const found = await queryRows<{ w: string; lex: string | null }>(db, sql`select w, ${lexemeOf(sql`w`)} as lex from unnest(${sql.param(words)}::text[]) w`);
  return new Map(found.flatMap((r) => (r.lex === null ? [] : [[r.w, r.lex] as const])));
}
