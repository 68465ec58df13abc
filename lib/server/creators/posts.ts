import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { AppError } from "@/lib/server/http/app-error";
import { againstMedian, engagementRate, median, metricHistory, type PostMetrics } from "@/lib/domain/creators/post-metrics";
import type { EngagerListQuery, PostListQuery, PostOrdering, PostPage, PostPerformanceView, PostRow } from "@/lib/schemas/creator-posts";
import type { CreatorAccount } from "./creator-accounts";
import { engagerRows } from "./engagers";

export const POST_NOT_FOUND = "Post not found among this account's posts.";

type Row = { post_id: string; created_at: Date | string; text: string; kind: PostRow["kind"]; likes: number; reposts: number; replies: number; quotes: number; bookmarks: number | null; impressions: number | string | null; profile_clicks: number | null; link_clicks: number | null };

const num = (v: number | string | null) => (v === null ? null : Number(v));

export function postRow(r: Row): PostRow {
  const m: PostMetrics = { likes: r.likes, reposts: r.reposts, replies: r.replies, quotes: r.quotes, bookmarks: r.bookmarks, impressions: num(r.impressions), profile_clicks: r.profile_clicks, link_clicks: r.link_clicks };
  return { id: r.post_id, created_at: new Date(r.created_at).toISOString(), text: r.text, kind: r.kind, ...m, engagements: m.likes + m.reposts + m.replies + m.quotes, engagement_rate: engagementRate(m) };
}

const ENGAGEMENTS = sql`(p.likes + p.reposts + p.replies + p.quotes)`;
function orderBy(ordering: PostOrdering) {
  const dir = sql.raw(ordering.startsWith("-") ? "desc" : "asc");
  const key = ordering.replace("-", "");
  const column =
    key === "engagements" ? ENGAGEMENTS
    : key === "likes" ? sql`p.likes`
    : key === "impressions" ? sql`p.impressions`
    : key === "engagement_rate" ? sql`(${ENGAGEMENTS}::float8 / nullif(p.impressions, 0))`
    : sql`p.created_at`;
  return sql`${column} ${dir} nulls last, p.post_id ${dir}`;
}

/** Every tracked post of the account (the medians are taken over them all). */
export async function allPosts(db: Database, account: CreatorAccount): Promise<PostRow[]> {
  const rows = await queryRows<Row>(db, sql`select post_id, created_at, text, kind, likes, reposts, replies, quotes, bookmarks, impressions, profile_clicks, link_clicks
    from creator_posts p where p.account_id = ${account.id} order by p.created_at`);
  return rows.map(postRow);
}

export function postMedians(posts: PostRow[]): PostPage["medians"] {
  return {
    engagements: median(posts.map((p) => p.engagements)),
    engagement_rate: median(posts.map((p) => p.engagement_rate).filter((v): v is number => v !== null)),
    impressions: median(posts.map((p) => p.impressions).filter((v): v is number => v !== null)),
  };
}

/** One page of the account's posts with their metrics, and the account's medians. */
export async function listPosts(db: Database, account: CreatorAccount, q: PostListQuery): Promise<PostPage> {
  const search = q.search ? `%${q.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = sql`p.account_id = ${account.id} ${search ? sql`and lower(p.text) like ${search}` : sql``}`;
  const rows = await queryRows<Row>(db, sql`select post_id, created_at, text, kind, likes, reposts, replies, quotes, bookmarks, impressions, profile_clicks, link_clicks
    from creator_posts p where ${where} order by ${orderBy(q.ordering)} limit ${q.page_size} offset ${(q.page - 1) * q.page_size}`);
  const [count] = await queryRows<{ n: number | string }>(db, sql`select count(*) as n from creator_posts p where ${where}`);
  return { count: Number(count.n), page: q.page, page_size: q.page_size, medians: postMedians(await allPosts(db, account)), results: rows.map(postRow) };
}

/** One post: its metric history, how it did against the account's medians, and who engaged. */
export async function postPerformance(db: Database, account: CreatorAccount, postId: string): Promise<PostPerformanceView> {
  const posts = await allPosts(db, account);
  const post = posts.find((p) => p.id === postId);
  if (!post) throw new AppError("not_found", POST_NOT_FOUND);
  const changes = await queryRows<PostMetrics & { at: Date | string; impressions: number | null }>(db, sql`select at, likes, reposts, replies, quotes, bookmarks, impressions, profile_clicks, link_clicks
    from creator_post_metric_changes where account_id = ${account.id} and post_id = ${postId} order by at`);
  const history = metricHistory(changes.map((c) => ({ ...c, impressions: num(c.impressions), at: new Date(c.at) })));
  const engagers = await engagerRows(db, account, { postId, days: null, ordering: "-total", limit: 100, offset: 0 });
  const byKind = await queryRows<{ kind: string; n: number | string }>(db, sql`select kind, count(*) as n from creator_post_engagements
    where account_id = ${account.id} and post_id = ${postId} group by kind`);
  const k = (kind: string) => Number(byKind.find((b) => b.kind === kind)?.n ?? 0);
  const others = posts.filter((p) => p.id !== postId);
  return {
    post,
    history: history.map((h) => ({ ...h, at: h.at.toISOString() })),
    against_median: againstMedian(post, others),
    engagers: {
      total: engagers.count,
      verified: engagers.verified,
      followers: engagers.following,
      by_kind: { like: k("like"), repost: k("repost"), reply: k("reply"), quote: k("quote") },
      top: engagers.rows,
    },
  };
}


/** One post's engagers (paged); a post of another account is a 404. */
export async function postEngagements(db: Database, account: CreatorAccount, postId: string, q: EngagerListQuery) {
  const [known] = await queryRows<{ n: number | string }>(db, sql`select count(*) as n from creator_posts where account_id = ${account.id} and post_id = ${postId}`);
  if (!Number(known.n)) throw new AppError("not_found", POST_NOT_FOUND);
  const page = await engagerRows(db, account, { postId, days: null, ordering: q.ordering, kind: q.kind, limit: q.page_size, offset: (q.page - 1) * q.page_size });
  return { count: page.count, page: q.page, page_size: q.page_size, verified: page.verified, followers: page.following, results: page.rows };
}
