import "server-only";
import { sql } from "drizzle-orm";
import { inScope } from "./scope";

/*
 * The derived tables' statements: each fills its table whole (the full rebuild) or, given a scope
 * (a temporary table of ids), the rows of those ids only (the incremental refresh).
 */

/** Per-account keyword use and corpus-wide keyword demand share one pass over the posts' keywords (of the scope's authors only, with one). */
export const keywordUse = (scope?: string) => sql`create temp table derived_keywords on commit drop as
  select p.author_id, k.kw, count(*)::int as n,
         count(*) filter (where p.created_at > (select max(created_at) from corpus_posts) - interval '30 days')::int as n30
  from corpus_posts p cross join lateral (select distinct kw from unnest(p.keywords) kw) k
  where true${inScope("p.author_id", scope)}
  group by 1, 2`;

export const DEMAND = sql`insert into corpus_keyword_demand (keyword, posts, authors, posts_30d)
  select kw, sum(n)::int, count(author_id)::int, sum(n30)::int from derived_keywords group by kw`;

/** The digests of every account, or of the scope's accounts (derived_keywords must cover them). */
export const digests = (scope?: string) => sql`insert into corpus_account_digests
    (account_id, followers_in_corpus, posts_in_corpus, top_lang, hashtags, hashtag_posts, annotations, annotation_posts, keywords, keyword_posts)
  with f as (select followee_id as id, count(*)::int as n from corpus_follows where true${inScope("followee_id", scope)} group by 1),
  p as (select author_id as id, count(*)::int as n from corpus_posts where author_id is not null${inScope("author_id", scope)} group by 1),
  l as (select distinct on (author_id) author_id as id, lang from corpus_posts
        where author_id is not null and lang is not null and lang <> 'und'${inScope("author_id", scope)}
        group by author_id, lang order by author_id, count(*) desc, lang),
  e as (select id, kind, array_agg(value order by n desc, value) as v, array_agg(n order by n desc, value) as n from (
          select p.author_id as id, e.kind, e.value, count(distinct e.post_id)::int as n
          from corpus_post_entities e join corpus_posts p on p.id = e.post_id
          where e.kind in ('hashtag', 'annotation') and p.author_id is not null${inScope("p.author_id", scope)} group by 1, 2, 3) t
        group by 1, 2),
  k as (select author_id as id, array_agg(kw order by n desc, kw) as v, array_agg(n order by n desc, kw) as n
        from derived_keywords where author_id is not null group by 1)
  select ids.id, coalesce(f.n, 0), coalesce(p.n, 0), l.lang,
         coalesce(h.v, '{}'), coalesce(h.n, '{}'), coalesce(a.v, '{}'), coalesce(a.n, '{}'), coalesce(k.v, '{}'), coalesce(k.n, '{}')
  from (select id from f union select id from p) ids
  left join f on f.id = ids.id left join p on p.id = ids.id left join l on l.id = ids.id
  left join e h on h.id = ids.id and h.kind = 'hashtag' left join e a on a.id = ids.id and a.kind = 'annotation'
  left join k on k.id = ids.id`;

/** The entity rows of every post, or of the scope's posts. */
export const entityPosts = (scope?: string) => sql`insert into corpus_entity_posts (kind, value, created_at, post_id, author_id, like_count, repost_count, reply_count, sentiment_label)
  select e.kind, e.value, p.created_at, e.post_id, p.author_id, p.like_count, p.repost_count, p.reply_count, p.sentiment_label
  from corpus_post_entities e join corpus_posts p on p.id = e.post_id
  where e.kind in ('hashtag', 'mention', 'cashtag')${inScope("e.post_id", scope)}`;

/**
 * Each word of the posts in derived_post_words (as the full-text search indexes them) and every
 * account that wrote it, keyed in sampling order, with the UTC days it wrote the word on. An author a
 * word has already gains the new days (its row is rewritten only when they add one). Grouped in the
 * key's order: the sort the days' aggregate needs is the one the insert wants.
 */
export const wordAuthors = (seed: number) => sql`insert into corpus_word_authors (word, rank, author_id, seed, days)
  select w, hashtext(${String(seed)} || ':' || p.author_id), p.author_id, ${seed},
         coalesce(range_agg(daterange(p.day, p.day + 1)) filter (where p.day is not null), '{}'::datemultirange)
  from derived_post_words p cross join unnest(p.words) w
  where p.author_id is not null
  group by 1, 2, 3 order by 1, 2, 3
  on conflict (word, rank, author_id) do update set days = corpus_word_authors.days + excluded.days
    where not corpus_word_authors.days @> excluded.days`;

/**
 * Audiences from this many followers are sampled ahead (or all of them, when the cap is lower): below
 * it, sampling at query time costs a millisecond or two; from it, up to the cap, sampling and the
 * growth query cost a report 3-10 ms (round 8 of docs/analysis-bench.md).
 */
export const STORED_SAMPLE_MIN_FOLLOWERS = 2000;

/**
 * Followers sampled (order and cap as an analysis samples them; all of them under the cap) and new
 * followers per day, of each account with STORED_SAMPLE_MIN_FOLLOWERS followers or more.
 */
export const audienceSamples = (seed: number, cap: number, scope?: string) => sql`insert into corpus_audience_samples (account_id, seed, cap, follower_ids, follow_days, follow_day_counts)
  select big.account_id, ${seed}, ${cap},
    (select array_agg(id order by r, id) from (
       select follower_id as id, hashtext(${String(seed)} || ':' || follower_id) as r from corpus_follows where followee_id = big.account_id
       order by 2, 1 limit ${cap}) s),
    coalesce(g.days, '{}'), coalesce(g.counts, '{}')
  from corpus_account_digests big
  cross join lateral (
    select array_agg(day order by day) as days, array_agg(n order by day) as counts from (
      select to_char(first_seen_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as n
      from corpus_follows where followee_id = big.account_id group by 1) d) g
  where big.followers_in_corpus >= ${Math.min(cap + 1, STORED_SAMPLE_MIN_FOLLOWERS)}${inScope("big.account_id", scope)}`;

