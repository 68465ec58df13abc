import "server-only";
import type { SQL } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { searchGroups } from "@/lib/server/x/local/search-query";
import { conversationSearch } from "./query";
import { wordLexemes } from "./word-lexemes";

/** A conversation's query that is one bare word: the word, its condition on posts `p`, and the search it is. */
export interface OneWordQuery {
  word: string;
  cond: SQL;
  search: string;
}

/** The query as one bare word (what the word's daily counts and word authors can answer), else null. */
export function oneWordQuery(query: string): OneWordQuery | null {
  const search = conversationSearch(query);
  const [group, ...others] = searchGroups(search, "ids");
  if (others.length || !("cond" in group) || !group.word) return null;
  return { word: group.word, cond: group.cond, search };
}

/** The query as one bare word of one lexeme, with that lexeme (the key of the derived word tables), else null. */
export async function oneWordLexeme(db: Database, query: string): Promise<(OneWordQuery & { lexeme: string }) | null> {
  const one = oneWordQuery(query);
  if (!one) return null;
  const lexeme = (await wordLexemes(db, [one.word])).get(one.word);
  return lexeme === undefined ? null : { ...one, lexeme };
}
