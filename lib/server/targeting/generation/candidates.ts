import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { queryRows } from "@/lib/server/corpus/query-rows";
import type { Candidate } from "@/lib/domain/targeting/generation/rank";

/*
 * Candidate package items with how many audience accounts and how many corpus accounts use each:
 * the counts behind lift and the size estimates. Each looks at the audience's top 200 first, then
 * counts those across the corpus.
 */

type Row = { label: string; n: number };

async function withCorpusCounts(db: Database, inAudience: Row[], corpusCounts: (labels: string[]) => SQL): Promise<Candidate[]> {
  if (!inAudience.length) return [];
  const labels = inAudience.map((r) => r.label);
  const corpus = new Map((await queryRows<Row>(db, corpusCounts(labels))).map((r) => [r.label, r.n]));
  return inAudience.map((r) => ({ label: r.label, inAudience: r.n, inCorpus: corpus.get(r.label) ?? r.n }));
}

export async function keywordCandidates(db: Database, ids: SQL): Promise<Candidate[]> {
  const top = await queryRows<Row>(
    db,
    sql`select k as label, count(distinct p.author_id)::int as n from corpus_posts p, unnest(p.keywords) k
        where p.author_id in (${ids}) and length(k) >= 3 group by 1 order by 2 desc, 1 limit 200`,
  );
  return withCorpusCounts(db, top, (labels) =>
    sql`select k as label, count(distinct p.author_id)::int as n from corpus_posts p, unnest(p.keywords) k
        where p.keywords && ${sql.param(labels)}::text[] and k = any(${sql.param(labels)}::text[]) group by 1`,
  );
}

export async function hashtagCandidates(db: Database, ids: SQL): Promise<Candidate[]> {
  const top = await queryRows<Row>(
    db,
    sql`select e.value as label, count(distinct p.author_id)::int as n from corpus_post_entities e join corpus_posts p on p.id = e.post_id
        where e.kind = 'hashtag' and p.author_id in (${ids}) group by 1 order by 2 desc, 1 limit 200`,
  );
  return withCorpusCounts(db, top, (labels) =>
    sql`select e.value as label, count(distinct p.author_id)::int as n from corpus_post_entities e join corpus_posts p on p.id = e.post_id
        where e.kind = 'hashtag' and e.value = any(${sql.param(labels)}::text[]) group by 1`,
  );
}

/** Interests by the X interest id (or name, for imported corpora) held on accounts. */
export async function interestCandidates(db: Database, ids: SQL): Promise<Candidate[]> {
  const top = await queryRows<Row>(
    db,
    sql`select i as label, count(*)::int as n from corpus_accounts a, unnest(a.interests) i where a.id in (${ids}) group by 1 order by 2 desc, 1 limit 200`,
  );
  return withCorpusCounts(db, top, (labels) =>
    sql`select i as label, count(*)::int as n from corpus_accounts a, unnest(a.interests) i where a.interests && ${sql.param(labels)}::text[] and i = any(${sql.param(labels)}::text[]) group by 1`,
  );
}

/** Accounts the audience follows (look-alike seeds), by handle; corpus count: all their followers in the corpus. */
export async function followedCandidates(db: Database, ids: SQL, exclude: SQL): Promise<Candidate[]> {
  return queryRows<Candidate>(
    db,
    sql`with f as (select f.followee_id, count(*)::int as n from corpus_follows f where f.follower_id in (${ids}) group by 1 order by 2 desc limit 200)
        select s.handle as label, f.n as "inAudience", (select count(*)::int from corpus_follows g where g.followee_id = f.followee_id) as "inCorpus"
        from f join corpus_accounts s on s.id = f.followee_id where s.id not in (${exclude})`,
  );
}

/** The audience's own most followed accounts: the look-alike seeds when the corpus has no follow graph for it. */
export async function centralAccounts(db: Database, ids: SQL, limit: number): Promise<{ label: string; followers: number }[]> {
  return queryRows(
    db,
    sql`select a.handle as label, a.followers_count as followers from corpus_accounts a where a.id in (${ids}) and not a.protected
        order by a.followers_count desc, a.handle limit ${limit}`,
  );
}

/** Each audience account's most used post language, by language name. */
export async function languageCounts(db: Database, ids: SQL): Promise<Row[]> {
  return queryRows<Row>(
    db,
    sql`select coalesce(l.name, t.lang) as label, count(*)::int as n from (
          select distinct on (p.author_id) p.author_id, p.lang from corpus_posts p
          where p.author_id in (${ids}) and p.lang is not null and p.lang <> 'und'
          group by p.author_id, p.lang order by p.author_id, count(*) desc, p.lang) t
        left join targeting_languages l on l.code = t.lang group by 1 order by 2 desc, 1`,
  );
}
