import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { AppError } from "@/lib/server/http/app-error";
import { canonicalCountry } from "@/lib/domain/enrichment/location";
import type { CountryStatsView } from "@/lib/schemas/research";

export const COUNTRY_STATS_METHOD =
  "accounts placed in a country from their profile location (alias and city maps); every post of those accounts in the corpus counted, hours in UTC";

/** A country's top accounts, hashtags, languages and activity by hour, over every account the corpus places there. */
export async function countryStats(input: string): Promise<CountryStatsView> {
  const found = canonicalCountry(input.replace(/-/g, " "));
  if (!found) throw new AppError("not_found", "No such country.");
  const database = await db();
  const inCountry = sql`select id from corpus_accounts where country = ${found.name}`;
  const [[counts], topAccounts, hashtags, languages, hours] = await Promise.all([
    queryRows<{ accounts: number; located: number; total: number; posts: number }>(
      database,
      sql`select (select count(*) from corpus_accounts where country = ${found.name})::int as accounts,
                 (select count(*) from corpus_accounts where country is not null)::int as located,
                 (select count(*) from corpus_accounts)::int as total,
                 (select count(*) from corpus_posts where author_id in (${inCountry}))::int as posts`,
    ),
    queryRows<CountryStatsView["top_accounts"][number]>(
      database,
      sql`select handle, name, followers_count::int as followers from corpus_accounts where country = ${found.name} and not protected
          order by followers_count desc, handle limit 10`,
    ),
    queryRows<CountryStatsView["hashtags"][number]>(
      database,
      sql`select lower(e.value) as tag, count(distinct p.id)::int as posts, count(distinct p.author_id)::int as authors
          from corpus_posts p join corpus_post_entities e on e.post_id = p.id and e.kind = 'hashtag'
          where p.author_id in (${inCountry}) group by 1 order by 2 desc, 1 limit 10`,
    ),
    queryRows<{ label: string; count: number }>(
      database,
      sql`select coalesce(lang, 'und') as label, count(*)::int as count from corpus_posts where author_id in (${inCountry}) group by 1 order by 2 desc, 1 limit 10`,
    ),
    queryRows<{ hour: number; count: number }>(
      database,
      sql`select extract(hour from created_at at time zone 'UTC')::int as hour, count(*)::int as count
          from corpus_posts where author_id in (${inCountry}) and created_at is not null group by 1`,
    ),
  ]);
  const byHour = Array.from({ length: 24 }, (_, h) => hours.find((r) => r.hour === h)?.count ?? 0);
  return {
    country: found.name,
    code: found.code,
    accounts: counts.accounts,
    located_accounts: counts.located,
    all_accounts: counts.total,
    coverage: counts.total ? counts.located / counts.total : 0,
    posts: counts.posts,
    top_accounts: topAccounts,
    hashtags,
    languages: languages.map((l) => ({ ...l, share: counts.posts ? (l.count / counts.posts) * 100 : 0 })),
    hours: byHour,
    method: COUNTRY_STATS_METHOD,
  };
}
