import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { queryRows } from "@/lib/server/corpus/query-rows";
import type { FollowListQuery, FollowOrdering, FollowPage, FollowPerson, FollowView } from "@/lib/schemas/creators";
import type { BotSignal } from "@/lib/domain/creators/bot-score";
import type { CreatorAccount } from "./creator-accounts";
import { followerTotal } from "./follower-counts";

const RECENT_ACCOUNT_DAYS = 90;

/** Which periods each table shows, and which date "date" sorts by. */
function viewFilter(view: FollowView, now: Date): { where: SQL; date: SQL } {
  const open = sql`p.gone_at is null`;
  switch (view) {
    case "followers":
      return { where: sql`p.kind = 'follower' and ${open}`, date: sql`p.first_seen_at` };
    case "following":
      return { where: sql`p.kind = 'following' and ${open}`, date: sql`p.first_seen_at` };
    case "unfollowed":
      return { where: sql`p.kind = 'follower' and p.gone_at is not null`, date: sql`p.gone_at` };
    case "recently-joined":
      // Followers whose X account itself is new.
      return { where: sql`p.kind = 'follower' and ${open} and a.created_at >= ${new Date(now.getTime() - RECENT_ACCOUNT_DAYS * 86_400_000).toISOString()}::timestamptz`, date: sql`p.first_seen_at` };
    case "verified-followers":
      return { where: sql`p.kind = 'follower' and ${open} and a.verified`, date: sql`p.first_seen_at` };
  }
}

function orderBy(view: FollowView, ordering: FollowOrdering, date: SQL): SQL {
  const desc = ordering.startsWith("-");
  const dir = sql.raw(desc ? "desc" : "asc");
  const key = ordering.replace("-", "");
  // An unscored follower counts as the lowest score: the order the score index is read in, either way.
  if (key === "bot_score") {
    const nulls = sql.raw(desc ? "nulls last" : "nulls first");
    return sql`p.bot_score ${dir} ${nulls}, p.id ${dir} ${nulls}`;
  }
  // All followers (up to millions) sort by the keys their periods keep, read from an index; the
  // other tables, a few thousand rows at most, by the profiles.
  const kept = view === "followers";
  const column =
    key === "followers"
      ? kept ? sql`coalesce(p.sort_followers, 0)` : sql`coalesce(a.followers_count, 0)`
      : key === "handle"
        ? kept ? sql`coalesce(p.sort_handle, lower(p.other_id))` : sql`lower(coalesce(a.handle, p.other_id))`
        : date;
  return sql`${column} ${dir}, p.id ${dir}`;
}

type Row = {
  other_id: string; handle: string | null; name: string | null; profile_image_url: string | null; followers_count: number | null;
  following_count: number | null; verified: boolean | null; created_at: Date | string | null; first_seen_at: Date | string; gone_at: Date | string | null;
  bot_score: number | null; bot_signals: string | null;
};
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

function person(r: Row, mutual: boolean): FollowPerson {
  return {
    id: r.other_id, handle: r.handle ?? r.other_id, name: r.name ?? "", profile_image_url: r.profile_image_url ?? "",
    followers_count: r.followers_count ?? 0, following_count: r.following_count ?? 0, verified: !!r.verified,
    account_created_at: iso(r.created_at), followed_at: iso(r.first_seen_at)!, left_at: iso(r.gone_at), mutual,
    bot_score: r.bot_score === null ? null : Number(r.bot_score), bot_signals: r.bot_signals ? (r.bot_signals.split(",") as BotSignal[]) : [],
  };
}

/** One page of a people table of the account, with profiles from the corpus and whether the follow is mutual. */
export async function listFollows(db: Database, account: CreatorAccount, view: FollowView, q: FollowListQuery, now = new Date()): Promise<FollowPage> {
  const { where, date } = viewFilter(view, now);
  const other = view === "following" ? "follower" : "following";
  const search = q.search ? `%${q.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await queryRows<Row>(db, sql`
    select p.other_id, a.handle, a.name, a.profile_image_url, a.followers_count, a.following_count, a.verified, a.created_at,
      p.first_seen_at, p.gone_at, p.bot_score, p.bot_signals
    from creator_follow_periods p left join corpus_accounts a on a.id = p.other_id
    where p.account_id = ${account.id} and ${where}
      ${search ? sql`and (lower(a.handle) like ${search} or lower(a.name) like ${search})` : sql``}
    order by ${orderBy(view, q.ordering, date)}
    limit ${q.page_size} offset ${(q.page - 1) * q.page_size}`);
  // Who follows back, for the page's rows only (asked inside the page query, the planner may read every period once).
  const mutual = rows.length
    ? new Set((await queryRows<{ other_id: string }>(db, sql`select other_id from creator_follow_periods
        where account_id = ${account.id} and kind = ${other} and gone_at is null and other_id = any(${sql.param(rows.map((r) => r.other_id))}::text[])`)).map((r) => r.other_id))
    : new Set<string>();
  return { count: await countOf(db, account, where, search, view), page: q.page, page_size: q.page_size, results: rows.map((r) => person(r, mutual.has(r.other_id))) };
}

/**
 * The table's total, counted apart from the page (a window count would read every row to give 25):
 * all followers is the total the sync kept; the other tables count on the periods' index.
 */
async function countOf(db: Database, account: CreatorAccount, where: SQL, search: string | null, view: FollowView): Promise<number> {
  if (view === "followers" && !search) return followerTotal(db, account);
  const needsProfiles = search || view === "recently-joined" || view === "verified-followers";
  const [row] = await queryRows<{ n: number | string }>(
    db,
    needsProfiles
      ? sql`select count(*) as n from creator_follow_periods p left join corpus_accounts a on a.id = p.other_id
          where p.account_id = ${account.id} and ${where} ${search ? sql`and (lower(a.handle) like ${search} or lower(a.name) like ${search})` : sql``}`
      : sql`select count(*) as n from creator_follow_periods p where p.account_id = ${account.id} and ${where}`,
  );
  return Number(row.n);
}
