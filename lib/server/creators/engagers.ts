import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { queryRows } from "@/lib/server/corpus/query-rows";
import type { EngagerListQuery, EngagerRow, EngagersView } from "@/lib/schemas/creator-posts";
import type { CreatorAccount } from "./creator-accounts";

const DAY = 86_400_000;

export type EngagerDbRow = {
  engager_id: string; handle: string | null; name: string | null; profile_image_url: string | null; verified: boolean | null; followers_count: number | null;
  likes: number | string; reposts: number | string; replies: number | string; quotes: number | string; total: number | string; follows: boolean; last_engaged_at: Date | string;
};

const ORDER: Record<string, string> = { total: "total", likes: "likes", last: "last_engaged_at", followers: "coalesce(a.followers_count, 0)" };

function engagerRow(r: EngagerDbRow): EngagerRow {
  return {
    id: r.engager_id, handle: r.handle ?? r.engager_id, name: r.name ?? "", profile_image_url: r.profile_image_url ?? "", verified: !!r.verified,
    followers_count: r.followers_count ?? 0, likes: Number(r.likes), reposts: Number(r.reposts), replies: Number(r.replies), quotes: Number(r.quotes),
    total: Number(r.total), follows: !!r.follows, last_engaged_at: new Date(r.last_engaged_at).toISOString(),
  };
}

/** The account's engagements (of one post, or of the `days` before `now`: a past `now` gives that window, as the weekly report asks). */
function windowOf(account: CreatorAccount, o: { postId?: string; days: number | null }, now: Date): SQL {
  return sql`e.account_id = ${account.id}
    ${o.postId ? sql`and e.post_id = ${o.postId}` : sql``}
    ${o.days ? sql`and e.engaged_at >= ${new Date(now.getTime() - o.days * DAY).toISOString()}::timestamptz and e.engaged_at < ${now.toISOString()}::timestamptz` : sql``}`;
}

/** The engagers of the account's posts (one post, or a window of days), each with counts by kind and whether they follow. */
export async function engagerRows(
  db: Database,
  account: CreatorAccount,
  o: { postId?: string; days: number | null; ordering: string; kind?: string; limit: number; offset: number },
  now = new Date(),
) {
  const where = sql`${windowOf(account, o, now)} ${o.kind ? sql`and e.kind = ${o.kind}` : sql``}`;
  const key = o.ordering.replace("-", "");
  const dir = o.ordering.startsWith("-") ? "desc" : "asc";
  const rows = await queryRows<EngagerDbRow>(db, sql`
    with g as (
      select e.engager_id,
        count(*) filter (where e.kind = 'like') as likes, count(*) filter (where e.kind = 'repost') as reposts,
        count(*) filter (where e.kind = 'reply') as replies, count(*) filter (where e.kind = 'quote') as quotes,
        count(*) as total, max(e.engaged_at) as last_engaged_at
      from creator_post_engagements e where ${where} group by e.engager_id)
    select g.*, a.handle, a.name, a.profile_image_url, a.verified, a.followers_count,
      exists (select 1 from creator_follow_periods f where f.account_id = ${account.id} and f.kind = 'follower' and f.other_id = g.engager_id and f.gone_at is null) as follows
    from g left join corpus_accounts a on a.id = g.engager_id
    order by ${sql.raw(ORDER[key] ?? "total")} ${sql.raw(dir)}, g.engager_id
    limit ${o.limit} offset ${o.offset}`);
  const [totals] = await queryRows<{ n: number | string; verified: number | string; following: number | string }>(db, sql`
    select count(*) as n, count(*) filter (where a.verified) as verified,
      count(*) filter (where exists (select 1 from creator_follow_periods f where f.account_id = ${account.id} and f.kind = 'follower' and f.other_id = g.engager_id and f.gone_at is null)) as following
    from (select distinct e.engager_id from creator_post_engagements e where ${where}) g left join corpus_accounts a on a.id = g.engager_id`);
  return { rows: rows.map(engagerRow), count: Number(totals.n), verified: Number(totals.verified), following: Number(totals.following) };
}

/** /engagers: who engages most over the last `days`, with counts by kind, verified share and overlap with followers. */
export async function listEngagers(db: Database, account: CreatorAccount, q: EngagerListQuery, now = new Date()): Promise<EngagersView> {
  const page = await engagerRows(db, account, { days: q.days, ordering: q.ordering, kind: q.kind, limit: q.page_size, offset: (q.page - 1) * q.page_size }, now);
  const where = windowOf(account, { days: q.days }, now);
  const [s] = await queryRows<Record<string, number | string>>(db, sql`
    select count(*) as engagements, count(distinct e.engager_id) as engagers,
      count(*) filter (where e.kind = 'like') as like, count(*) filter (where e.kind = 'repost') as repost,
      count(*) filter (where e.kind = 'reply') as reply, count(*) filter (where e.kind = 'quote') as quote,
      count(distinct e.engager_id) filter (where a.verified) as verified_engagers, count(*) filter (where a.verified) as verified_engagements,
      count(distinct e.engager_id) filter (where f.other_id is not null) as engaged_followers,
      (select count(*) from creator_follow_periods where account_id = ${account.id} and kind = 'follower' and gone_at is null) as followers
    from creator_post_engagements e left join corpus_accounts a on a.id = e.engager_id
      left join creator_follow_periods f on f.account_id = e.account_id and f.kind = 'follower' and f.other_id = e.engager_id and f.gone_at is null
    where ${where}`);
  const n = (k: string) => Number(s[k] ?? 0);
  return {
    days: q.days,
    count: page.count,
    page: q.page,
    page_size: q.page_size,
    summary: {
      engagers: n("engagers"),
      engagements: n("engagements"),
      by_kind: { like: n("like"), repost: n("repost"), reply: n("reply"), quote: n("quote") },
      verified_engagers: n("verified_engagers"),
      verified_engagements: n("verified_engagements"),
      following_engagers: n("engaged_followers"),
      followers: n("followers"),
    },
    results: page.rows,
  };
}
