import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { digests, entityPosts, keywordUse, wordAuthors } from "../derived-sql";
import { postWords } from "../post-words";

type Executor = Pick<Database, "execute">;

/**
 * Bring the digests, keyword demand and entity posts up to date with the new posts
 * and follows (collectTouched's tables). Counts move by what the new posts add; per-author figures
 * are recounted for the authors concerned only. `latestMoved`: the new posts moved the corpus's
 * latest post, so every keyword's 30-day count is recounted over the last 30 days' posts.
 */
export async function updatePostTables(tx: Executor, latestMoved: boolean): Promise<void> {
  // Digests of the accounts concerned, before and after: keyword authors move by the difference.
  await tx.execute(sql`create temp table inc_old_digests on commit drop as
    select account_id, keywords from corpus_account_digests where account_id in (select id from inc_digest_ids)`);
  await tx.execute(keywordUse("inc_digest_ids"));
  await tx.execute(sql`delete from corpus_account_digests where account_id in (select id from inc_digest_ids)`);
  await tx.execute(digests("inc_digest_ids"));

  await tx.execute(sql`insert into corpus_keyword_demand (keyword, posts, authors, posts_30d)
    select kw, sum(posts)::int, sum(authors)::int, sum(n30)::int from (
      select k.kw, count(*) as posts, 0 as authors,
             count(*) filter (where p.created_at > (select max(created_at) from corpus_posts) - interval '30 days') as n30
      from corpus_posts p join inc_posts n on n.id = p.id cross join lateral (select distinct kw from unnest(p.keywords) kw) k group by 1
      union all
      select unnest(keywords), 0, 1, 0 from corpus_account_digests where account_id in (select id from inc_digest_ids)
      union all
      select unnest(keywords), 0, -1, 0 from inc_old_digests) d
    group by kw
    on conflict (keyword) do update set posts = corpus_keyword_demand.posts + excluded.posts,
      authors = corpus_keyword_demand.authors + excluded.authors, posts_30d = corpus_keyword_demand.posts_30d + excluded.posts_30d`);
  if (latestMoved) {
    await tx.execute(sql`create temp table inc_window on commit drop as
      select k.kw, count(*)::int as n from corpus_posts p cross join lateral (select distinct kw from unnest(p.keywords) kw) k
      where p.created_at > (select max(created_at) from corpus_posts) - interval '30 days' group by 1`);
    await tx.execute(sql`update corpus_keyword_demand set posts_30d = 0 where posts_30d <> 0 and keyword not in (select kw from inc_window)`);
    await tx.execute(sql`update corpus_keyword_demand d set posts_30d = w.n from inc_window w where d.keyword = w.kw and d.posts_30d <> w.n`);
  }

  // Entity rows: a post written again gets its rows anew (its counts and sentiment may have moved).
  await tx.execute(sql`delete from corpus_entity_posts ep using corpus_post_entities e join corpus_posts p on p.id = e.post_id
    where e.post_id in (select id from inc_seen_posts) and ep.kind = e.kind and ep.value = e.value and ep.created_at = p.created_at and ep.post_id = e.post_id`);
  await tx.execute(sql`delete from corpus_entity_posts ep using corpus_post_entities e join corpus_posts p on p.id = e.post_id
    where e.post_id in (select id from inc_seen_posts) and p.created_at is null and ep.kind = e.kind and ep.value = e.value and ep.created_at is null and ep.post_id = e.post_id`);
  await tx.execute(sql`create temp table inc_entity_posts on commit drop as select id from inc_posts union select id from inc_seen_posts`);
  await tx.execute(sql`analyze inc_entity_posts`);
  await tx.execute(entityPosts("inc_entity_posts"));

}

/**
 * The new posts' words (derived_post_words, which the term days read after), and their authors added
 * as rows to each word's in corpus_word_authors (those already there stay): no word's list is rewritten.
 */
export async function updateWordAuthors(tx: Executor, seed: number): Promise<void> {
  await tx.execute(postWords("inc_posts"));
  await tx.execute(wordAuthors(seed));
}
