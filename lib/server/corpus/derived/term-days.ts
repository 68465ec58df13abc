import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";

/**
 * Terms used by fewer posts are left out of corpus_term_days: a live search of one visits few posts
 * (a few ms), and the table stays small (on 1M generated posts: 923 of 114k terms, 54k rows).
 */
export const TERM_DAYS_MIN_POSTS = 200;

/** Hashtag rows: all of them (corpus_entity_posts), or the scope's posts' (by post id, from corpus_post_entities). */
const hashtagsOf = (scope?: string) =>
  scope ? sql.raw(`corpus_post_entities where kind = 'hashtag' and post_id in (select id from ${scope})`) : sql`corpus_entity_posts where kind = 'hashtag'`;

/**
 * Posts and hashtag posts per term and UTC day, of the posts in derived_post_words (whose hashtags
 * are read from the scope's posts only, with one: the incremental refresh's new posts).
 */
export const termDayCounts = (scope?: string) => sql`select t.term, t.day, sum(t.posts)::int as posts, sum(t.tag)::int as hashtag_posts
  from (
    select p.day, w as term, 1 as posts, 0 as tag from derived_post_words p cross join unnest(p.words) w where p.day is not null
    union all
    select p.day, e.value, case when e.value = any(p.words) then 0 else 1 end, 1
    from (select distinct post_id, value from ${hashtagsOf(scope)}) e
    join derived_post_words p on p.id = e.post_id
    where p.day is not null
  ) t
  group by t.term, t.day`;

/**
 * Posts per UTC day of each term used by at least `minPosts` posts, and every term's total in
 * corpus_term_totals. A term counts once per post: as one of its words, or as one of its hashtags
 * that is not also one of its words. Reads the post words (post-words.ts) and corpus_entity_posts,
 * so it runs after both are built.
 */
export async function buildTermDays(tx: Pick<Database, "execute">, minPosts: number): Promise<void> {
  await tx.execute(sql`create temp table derived_term_day_counts on commit drop as ${termDayCounts()}`);
  await tx.execute(sql`insert into corpus_term_totals (term, posts) select term, sum(posts)::int from derived_term_day_counts group by term`);
  await tx.execute(sql`insert into corpus_term_days (term, day, posts, hashtag_posts)
    select d.term, d.day, d.posts, d.hashtag_posts from derived_term_day_counts d join corpus_term_totals t on t.term = d.term where t.posts >= ${minPosts}`);
}
