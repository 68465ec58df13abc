import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { accountTerms, bioWords } from "../account-index-tables";
import { audienceSamples } from "../derived-sql";

type Executor = Pick<Database, "execute">;

/**
 * Bring the account index tables and audience samples up to date for the accounts concerned
 * (collectTouched's tables, digests already updated). New accounts and terms are numbered after
 * the existing ones: numbers stay stable, and the index loader orders them as a rebuild would.
 */
export async function updateAccountTables(tx: Executor, seed: number, cap: number): Promise<void> {
  await tx.execute(sql`update corpus_account_facts f set has_account = a.id is not null, country = a.country, city = a.city, gender = a.gender,
      age_group = a.age_group, job_category = a.job_category, interests = a.interests, followers_count = a.followers_count, top_lang = d.top_lang
    from inc_fact_ids ids left join corpus_accounts a on a.id = ids.id left join corpus_account_digests d on d.account_id = ids.id
    where f.account_id = ids.id`);
  await tx.execute(sql`insert into corpus_account_facts
      (account_id, no, has_account, country, city, gender, age_group, job_category, interests, followers_count, top_lang)
    select ids.id, ((select coalesce(max(no), -1) from corpus_account_facts) + row_number() over (order by ids.id))::int, a.id is not null,
      a.country, a.city, a.gender, a.age_group, a.job_category, a.interests, a.followers_count, d.top_lang
    from inc_fact_ids ids left join corpus_accounts a on a.id = ids.id left join corpus_account_digests d on d.account_id = ids.id
    where not exists (select 1 from corpus_account_facts f where f.account_id = ids.id)`);

  // Whom the new followers follow, anew.
  await tx.execute(sql`create temp table inc_followers on commit drop as select distinct follower_id as id from inc_follows`);
  await tx.execute(sql`delete from corpus_account_followees where no in (select f.no from corpus_account_facts f join inc_followers i on i.id = f.account_id)`);
  await tx.execute(sql`insert into corpus_account_followees (no, followee_nos)
    select fr.no, array_agg(fe.no) from inc_followers i join corpus_follows f on f.follower_id = i.id
    join corpus_account_facts fr on fr.account_id = f.follower_id join corpus_account_facts fe on fe.account_id = f.followee_id
    group by fr.no`);

  // Terms of the accounts whose digest or profile changed; new ones coded after the others.
  await tx.execute(sql`create temp table inc_term_ids on commit drop as select id from inc_digest_ids union select id from inc_accounts`);
  await tx.execute(bioWords("inc_term_ids"));
  await tx.execute(sql`insert into corpus_terms (code, kind, term)
    select ((select coalesce(max(code), -1) from corpus_terms) + row_number() over (order by kind, term))::int, kind, term from (
      select 'hashtag' as kind, unnest(hashtags) as term from corpus_account_digests where account_id in (select id from inc_digest_ids)
      union select 'annotation', unnest(annotations) from corpus_account_digests where account_id in (select id from inc_digest_ids)
      union select 'word', unnest(keywords) from corpus_account_digests where account_id in (select id from inc_digest_ids)
      union select 'bio', w from derived_bio_words) t
    where not exists (select 1 from corpus_terms c where c.kind = t.kind and c.term = t.term)`);
  await tx.execute(sql`delete from corpus_account_terms where no in (select f.no from corpus_account_facts f join inc_term_ids i on i.id = f.account_id)`);
  await tx.execute(accountTerms("inc_term_ids"));

  // Sampled-ahead audiences whose followers changed, sampled anew.
  await tx.execute(sql`create temp table inc_followees on commit drop as select followee_id as id from inc_follows union select id from inc_seen_followees`);
  await tx.execute(sql`delete from corpus_audience_samples where account_id in (select id from inc_followees)`);
  await tx.execute(audienceSamples(seed, cap, "inc_followees"));
}
