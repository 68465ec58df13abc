import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { queryRows } from "@/lib/server/corpus/query-rows";
import type { WhoToFollowView } from "@/lib/schemas/creators";
import type { CreatorAccount } from "./creator-accounts";

/** People of the creator's network (followers and following) read, at most. */
const NETWORK_CAP = 5000;

/**
 * Accounts the creator's network follows and the creator does not, by how many of the network
 * follow them (the follow graph of the corpus).
 */
export async function whoToFollow(db: Database, account: CreatorAccount): Promise<WhoToFollowView> {
  const rows = await queryRows<WhoToFollowView["results"][number] & { network: number | string }>(db, sql`
    with network as (
      select distinct other_id from creator_follow_periods where account_id = ${account.id} and gone_at is null order by other_id limit ${NETWORK_CAP}
    ), mine as (
      select other_id from creator_follow_periods where account_id = ${account.id} and kind = 'following' and gone_at is null
    ), picks as (
      select f.followee_id as id, count(*)::int as followed_by from corpus_follows f join network n on n.other_id = f.follower_id
      where f.followee_id <> ${account.xUserId} and not exists (select 1 from mine m where m.other_id = f.followee_id)
      group by f.followee_id order by followed_by desc, f.followee_id limit 30
    )
    select a.id, a.handle, a.name, a.followers_count, a.verified, p.followed_by, (select count(*) from network) as network
    from picks p join corpus_accounts a on a.id = p.id order by p.followed_by desc, a.followers_count desc, a.id`);
  const [{ n }] = rows.length ? [{ n: Number(rows[0].network) }] : await queryRows<{ n: number }>(db, sql`select count(distinct other_id)::int as n from creator_follow_periods where account_id = ${account.id} and gone_at is null`);
  return { results: rows.map(({ network: _n, ...r }) => r), network: Math.min(Number(n), NETWORK_CAP) };
}
