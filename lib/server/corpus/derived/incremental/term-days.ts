import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { WORDS, WORD_COLUMNS, WORD_LABELS, termDayCounts } from "../term-days";

type Executor = Pick<Database, "execute">;

/** A term as a one-lexeme text-search query (quoted, so it is matched as it is, never re-parsed). */
const lexemeQuery = (column: string) => sql.raw(`(E'''' || replace(replace(${column}, E'\\\\', E'\\\\\\\\'), E'''', E'''''') || E'''')::tsquery`);

/**
 * Add the new posts (derived_post_words of inc_posts) to corpus_term_totals and corpus_term_days:
 * a term already in the days gains their posts per day; a term they bring to `minPosts` posts is
 * counted day by day over the corpus (through the full-text and entity indexes), as a rebuild would.
 * Posts written again (inc_seen_posts) change nothing here: their words, day and sentiment label
 * are as before (an import that moves one asks for a full rebuild, see batch-write.ts).
 */
export async function updateTermDays(tx: Executor, minPosts: number): Promise<void> {
  await tx.execute(sql`create temp table inc_term_delta on commit drop as ${termDayCounts("inc_posts")}`);
  await tx.execute(sql`create temp table inc_term_totals on commit drop as
    select d.term, coalesce(t.posts, 0) as before, coalesce(t.posts, 0) + d.posts as after
    from (select term, sum(posts)::int as posts from inc_term_delta group by 1) d left join corpus_term_totals t on t.term = d.term`);
  await tx.execute(sql`insert into corpus_term_totals (term, posts) select term, after from inc_term_totals
    on conflict (term) do update set posts = excluded.posts`);
  await tx.execute(sql`insert into corpus_term_days (term, day, posts, hashtag_posts, ${WORDS})
    select d.term, d.day, d.posts, d.hashtag_posts, ${sql.raw(WORD_COLUMNS.map((c) => `d.${c}`).join(", "))}
    from inc_term_delta d join inc_term_totals t on t.term = d.term and t.before >= ${minPosts}
    on conflict (term, day) do update set ${sql.raw(["posts", "hashtag_posts", ...WORD_COLUMNS].map((c) => `${c} = corpus_term_days.${c} + excluded.${c}`).join(", "))}`);
  // Terms reaching the threshold now: their posts (as a word, or as a hashtag that is not also a word) over the corpus.
  await tx.execute(sql`create temp table inc_term_posts on commit drop as
    select n.term, p.id, (p.created_at at time zone 'UTC')::date as day, false as tag, p.sentiment_label as label
    from inc_term_totals n cross join lateral (
      select id, created_at, sentiment_label from corpus_posts where to_tsvector('simple', text) @@ ${lexemeQuery("n.term")}) p
    where n.before < ${minPosts} and n.after >= ${minPosts} and p.created_at is not null`);
  await tx.execute(sql`insert into inc_term_posts (term, id, day, tag)
    select distinct n.term, e.post_id, (e.created_at at time zone 'UTC')::date, true
    from inc_term_totals n join corpus_entity_posts e on e.kind = 'hashtag' and e.value = n.term
    where n.before < ${minPosts} and n.after >= ${minPosts} and e.created_at is not null`);
  await tx.execute(sql`insert into corpus_term_days (term, day, posts, hashtag_posts, ${WORDS})
    select term, day, count(distinct id)::int, count(*) filter (where tag)::int, count(*) filter (where not tag)::int,
           ${sql.raw(WORD_LABELS.map((l) => `count(*) filter (where not tag and label = '${l}')::int`).join(", "))}
    from inc_term_posts
    group by 1, 2`);
}
