import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { wordLexemes } from "./word-lexemes";
import { searchGroups } from "@/lib/server/x/local/search-query";

/**
 * SQL yielding (`id`) the authors of the posts matching an X search query. A group that is one bare
 * word (one lexeme of the full-text search) reads its rows of the derived word-authors table, a lone
 * #hashtag, @mention or $cashtag reads the entity-posts index, a group of only words and phrases
 * the posts' stored words (corpus_post_words); none visits the matching posts. Other groups search
 * the posts. `lexeme` is set when the whole query is one such word.
 */
export async function keywordAuthors(db: Database, query: string): Promise<{ authors: SQL; lexeme: string | null }> {
  // Every match is wanted: an entity beside other terms looks its posts up by id.
  const groups = searchGroups(query, "ids");
  const words = groups.flatMap((g) => ("word" in g && g.word ? [g.word] : []));
  const single = await wordLexemes(db, words);
  const parts = groups.map((g) => {
    if ("entity" in g) {
      return sql`select author_id as id from corpus_entity_posts where kind = ${g.entity.kind} and value = ${g.entity.value} and author_id is not null`;
    }
    const lexeme = g.word ? single.get(g.word) : undefined;
    if (lexeme !== undefined) return sql`select author_id as id from corpus_word_authors where word = ${lexeme}`;
    // Only words and phrases: their authors are stored beside the posts' words.
    if (g.words) return sql`select author_id as id from corpus_post_words where words @@ ${g.words} and author_id is not null`;
    return sql`select p.author_id as id from corpus_posts p where ${g.cond} and p.author_id is not null`;
  });
  const only = groups.length === 1 && "word" in groups[0] && groups[0].word ? single.get(groups[0].word) : undefined;
  return { authors: sql.join(parts, sql` union `), lexeme: only ?? null };
}
