import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { queryRows } from "@/lib/server/corpus/query-rows";

/**
 * The words that are one lexeme as the full-text search ('simple') sees them, each with that lexeme:
 * only such a word is one key of the derived word tables.
 */
export async function wordLexemes(db: Database, words: string[]): Promise<Map<string, string>> {
  if (!words.length) return new Map();
  // One node in the search's phrase query too: a word the parser cuts into two tokens of one lexeme
  // ("x²x") is one lexeme in a tsvector but a phrase to the search.
  const found = await queryRows<{ w: string; lex: string[]; nodes: number }>(
    db,
    sql`select w, tsvector_to_array(to_tsvector('simple', w)) as lex, numnode(phraseto_tsquery('simple', w)) as nodes from unnest(${sql.param(words)}::text[]) w`,
  );
  return new Map(found.filter((r) => r.lex.length === 1 && r.nodes === 1).map((r) => [r.w, r.lex[0]]));
}
