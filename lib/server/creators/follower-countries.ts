import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { queryRows } from "@/lib/server/corpus/query-rows";
import type { FollowerCountriesView } from "@/lib/schemas/creators";
import { countryCode } from "@/lib/domain/enrichment/location";
import type { CreatorAccount } from "./creator-accounts";

const TOP = 10;

/**
 * Where the account's current followers are: the country the corpus reads from each follower's
 * profile location. The base is the followers with a country; coverage is that base over all followers.
 */
export async function followerCountries(db: Database, account: CreatorAccount): Promise<FollowerCountriesView> {
  const rows = await queryRows<{ country: string | null; n: number | string }>(db, sql`
    select nullif(a.country, '') as country, count(*) as n
    from creator_follow_periods p left join corpus_accounts a on a.id = p.other_id
    where p.account_id = ${account.id} and p.kind = 'follower' and p.gone_at is null
    group by 1`);
  const followers = rows.reduce((sum, r) => sum + Number(r.n), 0);
  const located = rows.filter((r) => r.country !== null);
  const base = located.reduce((sum, r) => sum + Number(r.n), 0);
  const countries = located
    .map((r) => ({ country: r.country!, followers: Number(r.n) }))
    .sort((a, b) => b.followers - a.followers || a.country.localeCompare(b.country))
    .slice(0, TOP)
    .map((c) => ({ country: c.country, code: countryCode(c.country), followers: c.followers, share: base ? c.followers / base : 0 }));
  return { followers, base, coverage: followers ? base / followers : 0, countries };
}
