import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";

type Executor = Pick<Database, "execute">;

/**
 * Fill corpus_engaged_posts, corpus_engaged_terms and corpus_account_engaged (inside the refresh's
 * transaction): who engaged with which post, each post numbered in sampling order for `seed` (hash
 * rank, then id, as a post set is sampled in SQL), with its distinct hashtags and emoji and its
 * keywords coded.
 */
export async function buildEngagedPosts(tx: Executor, seed: number): Promise<void> {
  await tx.execute(sql`create temp table derived_engaged_pairs on commit drop as
    select account_id, post_id from corpus_engagements
    union select author_id, coalesce(reposted_id, quoted_id, replied_to_id) from corpus_posts
    where author_id is not null and coalesce(reposted_id, quoted_id, replied_to_id) is not null`);
  await tx.execute(sql`create temp table derived_engaged_numbers on commit drop as
    select id, (row_number() over (order by hashtext(${String(seed)} || ':' || id), id) - 1)::int as no from (select distinct post_id as id from derived_engaged_pairs) t`);
  await tx.execute(sql`create temp table derived_engaged_used on commit drop as
    select n.no, e.kind, e.value as term from derived_engaged_numbers n join corpus_post_entities e on e.post_id = n.id where e.kind in ('hashtag', 'emoji')
    union select n.no, 'word', k from derived_engaged_numbers n join corpus_posts p on p.id = n.id cross join unnest(p.keywords) k where k is not null`);
  await tx.execute(sql`insert into corpus_engaged_terms (code, kind, term)
    select (row_number() over (order by kind, term) - 1)::int, kind, term from (select distinct kind, term from derived_engaged_used) t`);
  await tx.execute(sql`analyze corpus_engaged_terms`);
  await tx.execute(sql`insert into corpus_engaged_posts (no, post_id, entity_codes, keyword_codes)
    select n.no, n.id, coalesce(c.entities, '{}'), coalesce(c.keywords, '{}') from derived_engaged_numbers n
    left join (select u.no, array_agg(t.code) filter (where u.kind <> 'word') as entities, array_agg(t.code) filter (where u.kind = 'word') as keywords
               from derived_engaged_used u join corpus_engaged_terms t on t.kind = u.kind and t.term = u.term group by 1) c on c.no = n.no`);
  await tx.execute(sql`insert into corpus_account_engaged (account_id, seed, post_nos)
    select x.account_id, ${seed}, array_agg(n.no order by n.no) from derived_engaged_pairs x join derived_engaged_numbers n on n.id = x.post_id
    where x.account_id is not null group by 1`);
}
