import "server-only";
import { sql } from "drizzle-orm";

/**
 * Each post's words as the full-text search indexes them (to_tsvector 'simple') with its author and
 * UTC day, computed once for the tables built from them (in parallel where the database can).
 */
export const POST_WORDS = sql`create temp table derived_post_words on commit drop as
  select p.id, p.author_id, (p.created_at at time zone 'UTC')::date as day,
         coalesce(tsvector_to_array(to_tsvector('simple', p.text)), '{}') as words
  from corpus_posts p`;

/** Terms used by fewer posts are left out of corpus_term_days: a live search of them visits few posts. */
export const TERM_DAYS_MIN_POSTS = 200;

/**
 * Posts per UTC day of each term used by at least `minPosts` posts. A term counts once per post:
 * as one of its words, or as one of its hashtags that is not also one of its words.
 */
export const termDays = (minPosts: number) => sql`insert into corpus_term_days (term, day, posts, hashtag_posts)
  select term, day, posts, hashtag_posts from (
    select t.term, t.day, sum(t.posts)::int as posts, sum(t.tag)::int as hashtag_posts, sum(sum(t.posts)) over (partition by t.term) as total
    from (
      select p.day, w as term, 1 as posts, 0 as tag from derived_post_words p cross join unnest(p.words) w where p.day is not null
      union all
      select p.day, e.value, case when e.value = any(p.words) then 0 else 1 end, 1
      from (select distinct post_id, value from corpus_entity_posts where kind = 'hashtag') e join derived_post_words p on p.id = e.post_id
      where p.day is not null
    ) t
    group by t.term, t.day) g
  where total >= ${minPosts}`;
