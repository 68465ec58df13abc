import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { corpusVersion } from "../corpus-version";
import { config } from "@/lib/server/config";
import { buildAccountIndexTables } from "./account-index-tables";
import { queryRows } from "../query-rows";
import { POST_WORDS } from "./post-words";
import { TERM_DAYS_MIN_POSTS, termDays } from "./term-days";
import { buildEngagedPosts } from "./engaged-posts";

type Executor = Pick<Database, "execute">;

/** Per-account keyword use and corpus-wide keyword demand share one pass over the posts' keywords. */
const KEYWORDS = sql`create temp table derived_keywords on commit drop as
  select p.author_id, k.kw, count(*)::int as n,
         count(*) filter (where p.created_at > (select max(created_at) from corpus_posts) - interval '30 days')::int as n30
  from corpus_posts p cross join lateral (select distinct kw from unnest(p.keywords) kw) k
  group by 1, 2`;

const DEMAND = sql`insert into corpus_keyword_demand (keyword, posts, authors, posts_30d)
  select kw, sum(n)::int, count(author_id)::int, sum(n30)::int from derived_keywords group by kw`;

const DIGESTS = sql`insert into corpus_account_digests
    (account_id, followers_in_corpus, posts_in_corpus, top_lang, hashtags, hashtag_posts, annotations, annotation_posts, keywords, keyword_posts)
  with f as (select followee_id as id, count(*)::int as n from corpus_follows group by 1),
  p as (select author_id as id, count(*)::int as n from corpus_posts where author_id is not null group by 1),
  l as (select distinct on (author_id) author_id as id, lang from corpus_posts
        where author_id is not null and lang is not null and lang <> 'und'
        group by author_id, lang order by author_id, count(*) desc, lang),
  e as (select id, kind, array_agg(value order by n desc, value) as v, array_agg(n order by n desc, value) as n from (
          select p.author_id as id, e.kind, e.value, count(distinct e.post_id)::int as n
          from corpus_post_entities e join corpus_posts p on p.id = e.post_id
          where e.kind in ('hashtag', 'annotation') and p.author_id is not null group by 1, 2, 3) t
        group by 1, 2),
  k as (select author_id as id, array_agg(kw order by n desc, kw) as v, array_agg(n order by n desc, kw) as n
        from derived_keywords where author_id is not null group by 1)
  select ids.id, coalesce(f.n, 0), coalesce(p.n, 0), l.lang,
         coalesce(h.v, '{}'), coalesce(h.n, '{}'), coalesce(a.v, '{}'), coalesce(a.n, '{}'), coalesce(k.v, '{}'), coalesce(k.n, '{}')
  from (select id from f union select id from p) ids
  left join f on f.id = ids.id left join p on p.id = ids.id left join l on l.id = ids.id
  left join e h on h.id = ids.id and h.kind = 'hashtag' left join e a on a.id = ids.id and a.kind = 'annotation'
  left join k on k.id = ids.id`;

const ENTITY_POSTS = sql`insert into corpus_entity_posts (kind, value, created_at, post_id, author_id, like_count, repost_count, reply_count, sentiment_label)
  select e.kind, e.value, p.created_at, e.post_id, p.author_id, p.like_count, p.repost_count, p.reply_count, p.sentiment_label
  from corpus_post_entities e join corpus_posts p on p.id = e.post_id
  where e.kind in ('hashtag', 'mention', 'cashtag')`;

/** Each word of the posts (as the full-text search indexes them) and every account that wrote it, in sampling order. */
const wordAuthors = (seed: number) => sql`insert into corpus_word_authors (word, seed, author_ids)
  select word, ${seed}, array_agg(author_id order by hashtext(${String(seed)} || ':' || author_id), author_id) from (
    select p.author_id, w as word from derived_post_words p cross join unnest(p.words) w
    where p.author_id is not null group by 1, 2) t
  group by word`;

/** Followers sampled (order and cap as an analysis samples them) and new followers per day, of each account above the cap. */
const audienceSamples = (seed: number, cap: number) => sql`insert into corpus_audience_samples (account_id, seed, cap, follower_ids, follow_days, follow_day_counts)
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
  where big.followers_in_corpus > ${cap}`;

/** The layout of the derived tables this code builds; a database built with another is rebuilt. */
export const DERIVED_FORMAT = 10;

/**
 * Rebuild the analysis engine's derived tables from the corpus (set-based, one transaction) and
 * stamp them with the corpus version they reflect. Returns that version. Large audiences are
 * sampled ahead with the configured seed and cap unless others are given; terms used by at least
 * `termMinPosts` posts get their posts per day. `onStep` hears each step as it starts (it must not
 * wait on the database: the rebuild holds a transaction, and PGlite has one connection).
 */
export async function refreshDerived(
  db: Database,
  sample?: { seed: number; cap: number },
  termMinPosts = TERM_DAYS_MIN_POSTS,
  onStep: StepListener = () => undefined,
): Promise<{ version: number; seconds: number }> {
  const result = await rebuild(db, sample, termMinPosts, onStep);
  if (result.seconds) for (const listener of listeners) listener(db);
  return result;
}

type RefreshListener = (db: Database) => void;
export type StepListener = (done: number, total: number, step: string) => void;
const listeners: RefreshListener[] = [];

/** Runs `listener` after each rebuild of the derived tables (to reload what is kept in memory from them). */
export function onDerivedRefreshed(listener: RefreshListener): void {
  listeners.push(listener);
}

async function rebuild(db: Database, sample: { seed: number; cap: number } | undefined, termMinPosts: number, onStep: StepListener): Promise<{ version: number; seconds: number }> {
  const started = performance.now();
  const { seed, cap } = sample ?? { seed: config().ANALYSIS_SAMPLE_SEED, cap: config().ANALYSIS_SAMPLE_CAP };
  const steps: [string, (tx: Executor) => Promise<unknown>][] = [
    ["keyword use", (tx) => tx.execute(KEYWORDS)],
    ["keyword demand", (tx) => tx.execute(DEMAND)],
    ["account digests", (tx) => tx.execute(DIGESTS)],
    ["account index", (tx) => buildAccountIndexTables(tx)],
    ["entity posts", (tx) => tx.execute(ENTITY_POSTS)],
    ["post words", async (tx) => (await tx.execute(POST_WORDS), tx.execute(sql`analyze derived_post_words`))],
    ["word authors", (tx) => tx.execute(wordAuthors(seed))],
    ["term days", (tx) => tx.execute(termDays(termMinPosts))],
    ["audience samples", (tx) => tx.execute(audienceSamples(seed, cap))],
    ["engaged posts", (tx) => buildEngagedPosts(tx, seed)],
  ];
  return db.transaction(async (tx) => {
    // One rebuild at a time; a second caller waits, then finds the tables fresh.
    await tx.execute(sql`select pg_advisory_xact_lock(7368501)`);
    const version = await corpusVersion(tx);
    if ((await derivedVersion(tx)) === version) return { version, seconds: 0 };
    await tx.execute(sql`truncate corpus_account_digests, corpus_keyword_demand, corpus_entity_posts, corpus_audience_samples, corpus_account_facts, corpus_account_followees, corpus_terms, corpus_account_terms, corpus_word_authors, corpus_term_days, corpus_engaged_posts, corpus_engaged_terms, corpus_account_engaged`);
    // The follow lists and about ten words per post: room to aggregate them in memory rather than spill to disk.
    await tx.execute(sql`set local work_mem = '256MB'`);
    for (const [i, [name, step]] of steps.entries()) {
      onStep(i, steps.length, name);
      await step(tx);
    }
    onStep(steps.length, steps.length, "done");
    const seconds = (performance.now() - started) / 1000;
    await tx.execute(sql`insert into corpus_derived_state (id, corpus_version, format, accounts, seconds, refreshed_at)
      values (1, ${version}, ${DERIVED_FORMAT}, (select count(*)::int from corpus_accounts), ${seconds}, now())
      on conflict (id) do update set corpus_version = excluded.corpus_version, format = excluded.format, accounts = excluded.accounts, seconds = excluded.seconds, refreshed_at = now()`);
    return { version, seconds };
  });
}

/** The corpus version the derived tables reflect, when they were built in this code's format. */
async function derivedVersion(db: Executor): Promise<number | null> {
  const r = await queryRows<{ v: number | string }>(db, sql`select corpus_version as v from corpus_derived_state where id = 1 and format = ${DERIVED_FORMAT}`);
  return r.length ? Number(r[0].v) : null;
}

/** The derived tables, rebuilt first if the corpus changed since they were built. */
export async function ensureDerived(db: Database, version?: number): Promise<void> {
  const current = version ?? (await corpusVersion(db));
  if ((await derivedVersion(db)) !== current) await refreshDerived(db);
}
