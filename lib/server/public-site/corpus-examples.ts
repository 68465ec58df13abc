import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { timedMemo } from "@/lib/server/cache/timed-memo";
import type { CorpusExamples } from "@/lib/domain/public-site";

export type { CorpusExamples };

async function readExamples(): Promise<CorpusExamples> {
  const database = await db();
  const [[counts], hashtags, topAccounts] = await Promise.all([
    queryRows<{ accounts: number; posts: number }>(
      database,
      sql`select (select count(*) from corpus_accounts)::int as accounts, (select count(*) from corpus_posts)::int as posts`,
    ),
    queryRows<CorpusExamples["hashtags"][number]>(
      database,
      sql`with newest as (select max(created_at) as at from corpus_posts)
          select e.value as tag, count(distinct p.id)::int as posts, count(distinct p.author_id)::int as authors
          from corpus_posts p join corpus_post_entities e on e.post_id = p.id and e.kind = 'hashtag', newest
          where p.created_at > newest.at - interval '30 days'
          group by 1 order by 2 desc, 1 limit 5`,
    ),
    queryRows<CorpusExamples["topAccounts"][number]>(
      database,
      sql`select handle, name, followers_count::int as followers from corpus_accounts
          where not protected order by followers_count desc, handle limit 5`,
    ),
  ]);
  return { accounts: counts.accounts, posts: counts.posts, hashtags, topAccounts };
}

/**
 * The home page's live examples. Read at most every five minutes: the home page is the toolkit's
 * busiest public page and these figures move only when the corpus is imported into.
 */
const examples = timedMemo(5 * 60_000, readExamples);

export const corpusExamples = (now = Date.now()): Promise<CorpusExamples> => examples.get(now);
