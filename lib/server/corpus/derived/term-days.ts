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

/** The word-post columns of corpus_term_days (labels as the sentiment section counts them). */
export const WORD_COLUMNS = ["word_posts", "word_positive", "word_neutral", "word_negative"] as const;
/** WORD_COLUMNS as a column list. */
export const WORDS = sql.raw(WORD_COLUMNS.join(", "));

/** The sentiment labels with a column (`word_<label>`), in the columns' order. */
export const WORD_LABELS = ["positive", "neutral", "negative"] as const;

/** A word row's WORD_COLUMNS from a post's sentiment label (SQL over `label`). */
const wordCounts = (label: string) => sql.raw(WORD_LABELS.reduce((out, l) => `${out}, (${label} is not distinct from '${l}')::int`, "1"));

/**
 * Posts and hashtag posts per term and UTC day, and the posts with the term as a word (in total and
 * per sentiment label), of the posts in derived_post_words (whose hashtags are read from the scope's
 * posts only, with one: the incremental refresh's new posts).
 */
export const termDayCounts = (scope?: string) => sql`select t.term, t.day, sum(t.posts)::int as posts, sum(t.tag)::int as hashtag_posts,
    ${sql.raw(WORD_COLUMNS.map((c) => `sum(t.${c})::int as ${c}`).join(", "))}
  from (
    select p.day, w as term, 1 as posts, 0 as tag, ${wordCounts("p.label")} from derived_post_words p cross join unnest(p.words) w where p.day is not null
    union all
    select p.day, e.value, case when e.value = any(p.words) then 0 else 1 end, 1, 0, 0, 0, 0
    from (select distinct post_id, value from ${hashtagsOf(scope)}) e
    join derived_post_words p on p.id = e.post_id
    where p.day is not null
  ) t(day, term, posts, tag, ${WORDS})
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
  await tx.execute(sql`insert into corpus_term_days (term, day, posts, hashtag_posts, ${WORDS})
    select d.term, d.day, d.posts, d.hashtag_posts, ${sql.raw(WORD_COLUMNS.map((c) => `d.${c}`).join(", "))}
    from derived_term_day_counts d join corpus_term_totals t on t.term = d.term where t.posts >= ${minPosts}`);
}
