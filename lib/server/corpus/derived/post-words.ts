import "server-only";
import { sql } from "drizzle-orm";

/**
 * Each post's words as the full-text search indexes them (to_tsvector 'simple') with its author,
 * UTC day and sentiment label (of every post, or of the scope's), computed once for the tables built
 * from them (in parallel where the database can).
 */
export const postWords = (scope?: string) => sql`create temp table derived_post_words on commit drop as
  select p.id, p.author_id, (p.created_at at time zone 'UTC')::date as day, p.sentiment_label as label,
         coalesce(tsvector_to_array(to_tsvector('simple', p.text)), '{}') as words
  from corpus_posts p where true${scope ? sql.raw(` and p.id in (select id from ${scope})`) : sql``}`;
