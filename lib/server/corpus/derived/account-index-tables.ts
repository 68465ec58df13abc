import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { BIO_STOP_WORDS } from "@/lib/domain/analysis/bio-stop-words";
import { inScope } from "./scope";

/*
 * The tables the analysis engine's in-memory account index is loaded from: every account numbered,
 * its counted columns, whom it follows (by number), and its posts' terms and bio words as codes.
 * Built after the digests, inside the derived-data refresh's transaction.
 */

/** Every id of the accounts, digests and followers, numbered densely in id order (the account index's positions). */
const ACCOUNT_FACTS = sql`insert into corpus_account_facts
    (account_id, no, has_account, country, city, gender, age_group, job_category, interests, followers_count, top_lang)
  select ids.id, (row_number() over (order by ids.id) - 1)::int, a.id is not null, a.country, a.city, a.gender, a.age_group, a.job_category, a.interests, a.followers_count, d.top_lang
  from (select id from corpus_accounts union select account_id from corpus_account_digests union select follower_id from corpus_follows) ids
  left join corpus_accounts a on a.id = ids.id left join corpus_account_digests d on d.account_id = ids.id`;

const ACCOUNT_FOLLOWEES = sql`insert into corpus_account_followees (no, followee_nos)
  select fr.no, array_agg(fe.no) from corpus_follows f
  join corpus_account_facts fr on fr.account_id = f.follower_id join corpus_account_facts fe on fe.account_id = f.followee_id
  group by fr.no`;

/** Each profile's distinct bio words as the full-text search splits them: three letters or more, not numbers, not stop words. */
export const bioWords = (scope?: string) => sql`create temp table derived_bio_words on commit drop as
  select a.id, w from corpus_accounts a cross join unnest(tsvector_to_array(to_tsvector('simple', a.bio))) w
  where length(w) >= 3 and w !~ '^[0-9]+$' and not (w = any(${sql.param(BIO_STOP_WORDS)}::text[]))${inScope("a.id", scope)}`;

const TERMS = sql`insert into corpus_terms (code, kind, term)
  select (row_number() over (order by kind, term) - 1)::int, kind, term from (
    select 'hashtag' as kind, unnest(hashtags) as term from corpus_account_digests
    union select 'annotation', unnest(annotations) from corpus_account_digests
    union select 'word', unnest(keywords) from corpus_account_digests
    union select 'bio', w from derived_bio_words) t`;

/** Each account's term row (of the scope's accounts only, with one: derived_bio_words must cover them). */
export const accountTerms = (scope?: string) => sql`insert into corpus_account_terms (no, posts, term_codes, term_counts, bio_codes)
  with used as (
    select d.account_id as id, x.kind, x.term, x.n from corpus_account_digests d
    cross join lateral (select 'hashtag' as kind, v as term, n from unnest(d.hashtags, d.hashtag_posts) u(v, n)
                        union all select 'annotation', v, n from unnest(d.annotations, d.annotation_posts) u(v, n)
                        union all select 'word', v, n from unnest(d.keywords, d.keyword_posts) u(v, n)) x
    where true${inScope("d.account_id", scope)}),
  posted as (select u.id, array_agg(c.code) as codes, array_agg(u.n) as counts from used u join corpus_terms c on c.kind = u.kind and c.term = u.term group by 1),
  bios as (select b.id, array_agg(c.code) as codes from derived_bio_words b join corpus_terms c on c.kind = 'bio' and c.term = b.w group by 1)
  select f.no, coalesce(d.posts_in_corpus, 0), coalesce(p.codes, '{}'), coalesce(p.counts, '{}'), coalesce(b.codes, '{}')
  from corpus_account_facts f
  left join corpus_account_digests d on d.account_id = f.account_id
  left join posted p on p.id = f.account_id left join bios b on b.id = f.account_id
  where (d.account_id is not null or b.id is not null)${inScope("f.account_id", scope)}`;

/** Fill the account index tables (the digests must be built). */
export async function buildAccountIndexTables(tx: Pick<Database, "execute">): Promise<void> {
  await tx.execute(ACCOUNT_FACTS);
  // Fresh statistics, so the follow lists join the new numbers by hash rather than row by row.
  await tx.execute(sql`analyze corpus_account_facts`);
  await tx.execute(ACCOUNT_FOLLOWEES);
  await tx.execute(bioWords());
  await tx.execute(TERMS);
  await tx.execute(accountTerms());
}
