import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { queryRows } from "@/lib/server/corpus/query-rows";
import type { TopicsView } from "@/lib/schemas/creators";
import type { CreatorAccount } from "./creator-accounts";
import { BOT_SAMPLE_CAP } from "./audience-quality";

/**
 * What the account's followers (or the accounts it follows) post and engage about: X's context
 * annotations of those posts and their most frequent terms, over a fixed sample of the people.
 */
export async function creatorTopics(db: Database, account: CreatorAccount, kind: "follower" | "following"): Promise<TopicsView> {
  const people = sql`select other_id from creator_follow_periods where account_id = ${account.id} and kind = ${kind} and gone_at is null order by sample_rank, other_id limit ${BOT_SAMPLE_CAP}`;
  const posts = sql`select p.id, p.keywords, p.context_annotations from corpus_posts p where p.author_id in (${people})
    union select p.id, p.keywords, p.context_annotations from corpus_engagements g join corpus_posts p on p.id = g.post_id where g.account_id in (${people})`;
  const [counts] = await queryRows<{ accounts: number; posts: number }>(db, sql`select (select count(*)::int from (${people}) x) as accounts, (select count(*)::int from (${posts}) y) as posts`);
  const topics = await queryRows<TopicsView["topics"][number]>(db, sql`
    select a->'entity'->>'name' as name, coalesce(a->'domain'->>'name', '') as domain, count(distinct p.id)::int as posts
    from (${posts}) p, jsonb_array_elements(case when jsonb_typeof(p.context_annotations) = 'array' then p.context_annotations else '[]'::jsonb end) a
    where a->'entity'->>'name' is not null group by 1, 2 order by 3 desc, 1 limit 30`);
  const terms = await queryRows<TopicsView["terms"][number]>(db, sql`
    select k as term, count(distinct p.id)::int as posts from (${posts}) p, unnest(p.keywords) k group by k order by 2 desc, 1 limit 30`);
  return { accounts: counts.accounts, posts: counts.posts, topics, terms };
}
