import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { countryCode } from "@/lib/domain/enrichment/location";
import type { XStatsView } from "@/lib/schemas/creators";

const GROWTH_DAYS = 30;

/** The corpus by country: the countries with most accounts, and for one country its top accounts, hashtags, languages and daily posts. */
export async function xStats(db: Database, country: string | undefined, now = new Date()): Promise<XStatsView> {
  const counted = await queryRows<{ country: string; accounts: number }>(db, sql`
    select country, count(*)::int as accounts from corpus_accounts where country is not null and country <> '' group by 1 order by 2 desc, 1 limit 30`);
  const countries = counted.map((c) => ({ country: c.country, code: countryCode(c.country), accounts: c.accounts }));
  const picked = country ? countries.find((c) => c.country.toLowerCase() === country.toLowerCase())?.country ?? country : countries[0]?.country ?? null;
  if (!picked) return { countries, country: null, top_accounts: [], hashtags: [], languages: [], growth: [] };
  const authors = sql`select id from corpus_accounts where country = ${picked}`;
  const since = new Date(Math.floor(now.getTime() / 86_400_000) * 86_400_000 - (GROWTH_DAYS - 1) * 86_400_000).toISOString();
  const [top_accounts, hashtags, languages, growth] = await Promise.all([
    queryRows<XStatsView["top_accounts"][number]>(db, sql`select id, handle, name, followers_count, verified from corpus_accounts where country = ${picked} order by followers_count desc, id limit 10`),
    queryRows<XStatsView["hashtags"][number]>(db, sql`select e.value as tag, count(distinct e.post_id)::int as posts from corpus_post_entities e join corpus_posts p on p.id = e.post_id
      where e.kind = 'hashtag' and p.author_id in (${authors}) group by 1 order by 2 desc, 1 limit 15`),
    queryRows<XStatsView["languages"][number]>(db, sql`select coalesce(lang, 'und') as lang, count(*)::int as posts from corpus_posts where author_id in (${authors}) group by 1 order by 2 desc, 1 limit 10`),
    queryRows<{ day: string | Date; posts: number }>(db, sql`select date_trunc('day', created_at) as day, count(*)::int as posts from corpus_posts
      where author_id in (${authors}) and created_at >= ${since}::timestamptz group by 1 order by 1`),
  ]);
  return { countries, country: picked, top_accounts, hashtags, languages, growth: growth.map((g) => ({ day: new Date(g.day).toISOString().slice(0, 10), posts: g.posts })) };
}
