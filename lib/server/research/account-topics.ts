import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { marginOfError, round } from "@/lib/domain/analysis/statistics";
import type { AccountTopicsView } from "@/lib/schemas/competitors";
import { sampledAudience, textArray } from "./audience-sample";

const TOP = 10;
export const ACCOUNT_TOPICS_METHOD =
  "topics: hashtags of the account's own posts in the corpus; interests: inferred interests of a seeded sample of its followers, as a share of those with any inferred interest; shared interests: in every account's top 10";

type Account = AccountTopicsView["accounts"][number];

async function topicsOf(handle: string): Promise<Account> {
  const database = await db();
  const { subject, population, sample } = await sampledAudience(database, handle);
  const [topics, [posts], [covered], interests] = await Promise.all([
    queryRows<{ topic: string; posts: number }>(
      database,
      sql`select lower(e.value) as topic, count(distinct p.id)::int as posts from corpus_posts p join corpus_post_entities e on e.post_id = p.id and e.kind = 'hashtag'
          where p.author_id = ${subject.id} group by 1 order by 2 desc, 1 limit ${TOP}`,
    ),
    queryRows<{ n: number }>(database, sql`select count(*)::int as n from corpus_posts where author_id = ${subject.id}`),
    queryRows<{ n: number }>(database, sql`select count(*)::int as n from corpus_accounts where id = any(${textArray(sample)}) and cardinality(interests) > 0`),
    queryRows<{ label: string; count: number }>(
      database,
      // Accounts carry X interest ids; the taxonomy names them.
      sql`select coalesce(t.name, i) as label, count(*)::int as count from corpus_accounts a cross join unnest(a.interests) i left join targeting_interests t on t.id = i
          where a.id = any(${textArray(sample)}) group by 1 order by 2 desc, 1 limit ${TOP}`,
    ),
  ]);
  const withInterests = covered.n;
  const coverage = sample.length ? withInterests / sample.length : 0;
  // Followers with interests in the whole audience, estimated at the sample's coverage: the margin's population.
  const interestedPopulation = Math.round(population * coverage);
  return {
    handle: subject.handle,
    posts: posts.n,
    topics,
    audience: { population, analysed: sample.length, with_interests: withInterests, coverage: round(coverage, 4) },
    interests: interests.map((r) => {
      const p = withInterests ? r.count / withInterests : 0;
      return { ...r, share: round(p * 100, 1), margin: round(marginOfError(p, withInterests, interestedPopulation) * 100, 1) };
    }),
  };
}

/** Each handle's topics and audience interests, and the interests all their audiences share. */
export async function accountTopics(handles: string[]): Promise<AccountTopicsView> {
  const unique = [...new Map(handles.map((h) => [h.toLowerCase(), h])).values()];
  const accounts: Account[] = [];
  for (const h of unique) accounts.push(await topicsOf(h));
  const shared =
    accounts.length < 2
      ? []
      : accounts[0].interests
          .map((i) => i.label)
          .filter((label) => accounts.every((a) => a.interests.some((i) => i.label === label)))
          .map((label) => ({ label, shares: accounts.map((a) => a.interests.find((i) => i.label === label)!.share) }));
  return { accounts, shared_interests: shared, method: ACCOUNT_TOPICS_METHOD };
}
