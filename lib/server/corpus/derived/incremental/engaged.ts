import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";

type Executor = Pick<Database, "execute">;

/**
 * Add what the new posts engaged with (their repost, quote or reply target) to the engaged posts:
 * posts engaged with for the first time are numbered after the others (the loader orders them in
 * sampling order), new posts already engaged with get their terms, and the engaging accounts their
 * lists anew.
 */
export async function updateEngaged(tx: Executor, seed: number): Promise<void> {
  await tx.execute(sql`create temp table inc_pairs on commit drop as
    select distinct p.author_id as account_id, coalesce(p.reposted_id, p.quoted_id, p.replied_to_id) as post_id
    from corpus_posts p join inc_posts n on n.id = p.id
    where p.author_id is not null and coalesce(p.reposted_id, p.quoted_id, p.replied_to_id) is not null`);
  await tx.execute(sql`insert into corpus_engaged_posts (no, post_id, entity_codes, keyword_codes)
    select ((select coalesce(max(no), -1) from corpus_engaged_posts) + row_number() over (order by hashtext(${String(seed)} || ':' || id), id))::int, id, '{}', '{}'
    from (select distinct post_id as id from inc_pairs x where not exists (select 1 from corpus_engaged_posts e where e.post_id = x.post_id)) t`);
  // Posts whose terms are coded (again): those engaged with now, and new posts that were engaged with before they arrived.
  await tx.execute(sql`create temp table inc_engaged on commit drop as
    select e.no, e.post_id as id from corpus_engaged_posts e where e.post_id in (select post_id from inc_pairs union select id from inc_posts)`);
  await tx.execute(sql`create temp table inc_engaged_used on commit drop as
    select n.no, e.kind, e.value as term from inc_engaged n join corpus_post_entities e on e.post_id = n.id where e.kind in ('hashtag', 'emoji')
    union select n.no, 'word', k from inc_engaged n join corpus_posts p on p.id = n.id cross join unnest(p.keywords) k where k is not null`);
  await tx.execute(sql`insert into corpus_engaged_terms (code, kind, term)
    select ((select coalesce(max(code), -1) from corpus_engaged_terms) + row_number() over (order by kind, term))::int, kind, term
    from (select distinct kind, term from inc_engaged_used u where not exists (select 1 from corpus_engaged_terms t where t.kind = u.kind and t.term = u.term)) t`);
  await tx.execute(sql`update corpus_engaged_posts p set entity_codes = coalesce(c.entities, '{}'), keyword_codes = coalesce(c.keywords, '{}')
    from inc_engaged n left join (
      select u.no, array_agg(t.code) filter (where u.kind <> 'word') as entities, array_agg(t.code) filter (where u.kind = 'word') as keywords
      from inc_engaged_used u join corpus_engaged_terms t on t.kind = u.kind and t.term = u.term group by 1) c on c.no = n.no
    where p.no = n.no`);
  await tx.execute(sql`insert into corpus_account_engaged (account_id, seed, post_nos)
    select x.account_id, ${seed}, array_agg(distinct n.no order by n.no) from (
      select account_id, post_id from inc_pairs
      union select a.account_id, e.post_id from corpus_account_engaged a cross join unnest(a.post_nos) u(no) join corpus_engaged_posts e on e.no = u.no
      where a.account_id in (select account_id from inc_pairs)) x
    join corpus_engaged_posts n on n.post_id = x.post_id group by 1
    on conflict (account_id) do update set post_nos = excluded.post_nos`);
}
