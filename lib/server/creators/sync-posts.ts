import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { creatorPostEngagements, creatorPostMetricChanges, creatorPosts } from "@/lib/server/db/schema";
import { metricChange, type PostMetrics } from "@/lib/domain/creators/post-metrics";
import type { XDataSource, XPost } from "@/lib/server/x/data-source";
import { xDataSource } from "@/lib/server/x/x-data-source";
import type { CreatorAccount } from "./creator-accounts";

const DAY = 86_400_000;
/** Posts whose metrics the sync follows. */
export const POSTS_TRACKED_DAYS = 90;
/** Posts young enough to still gather engagers (X allows 75 engagers reads per 15 minutes; recent search covers 7 days). */
export const ENGAGERS_TRACKED_DAYS = 7;
/** X gives a post's owner metrics only for posts of the last 30 days. */
export const OWNER_METRICS_DAYS = 30;

export interface PostSyncResult {
  posts: number;
  changed: number;
  engagements: number;
}

type StoredPost = typeof creatorPosts.$inferSelect;

/**
 * The post's metrics now. Owner metrics (impressions counted for the author, profile and link
 * clicks) win where X gave them; once a post is past X's 30 days they keep their last values.
 */
const metricsOf = (p: XPost, before?: StoredPost): PostMetrics => ({
  likes: p.likeCount ?? 0,
  reposts: p.repostCount ?? 0,
  replies: p.replyCount ?? 0,
  quotes: p.quoteCount ?? 0,
  bookmarks: p.bookmarkCount ?? null,
  impressions: p.ownerMetrics?.impressions ?? p.impressionCount ?? null,
  profile_clicks: p.ownerMetrics?.profileClicks ?? before?.profileClicks ?? null,
  link_clicks: p.ownerMetrics?.linkClicks ?? before?.linkClicks ?? null,
});

const storedMetrics = (r: StoredPost): PostMetrics => ({
  likes: r.likes, reposts: r.reposts, replies: r.replies, quotes: r.quotes, bookmarks: r.bookmarks, impressions: r.impressions, profile_clicks: r.profileClicks, link_clicks: r.linkClicks,
});

/** Metric columns by their table names. */
const metricColumns = (m: PostMetrics) => {
  const { profile_clicks, link_clicks, ...rest } = m;
  return { ...rest, profileClicks: profile_clicks ?? null, linkClicks: link_clicks ?? null };
};

/**
 * The timeline of the tracked days. Read with the creator's own token, the last 30 days come with
 * the owner metrics (X refuses them for older posts), the older days without.
 */
async function readTimeline(source: XDataSource, account: CreatorAccount, now: Date): Promise<XPost[]> {
  const start = new Date(now.getTime() - POSTS_TRACKED_DAYS * DAY);
  const read = (o: { start: Date; end?: Date; ownerMetrics?: boolean }) => source.userTimeline(account.xUserId, { ...o, pageSize: 100, limit: 3200 }).all();
  if (source.userContextOf !== account.xUserId) return read({ start });
  const split = new Date(now.getTime() - OWNER_METRICS_DAYS * DAY);
  const byId = new Map<string, XPost>();
  for (const p of [...(await read({ start, end: split })), ...(await read({ start: split, ownerMetrics: true }))]) byId.set(p.id, p);
  return [...byId.values()];
}

const kindOf = (p: XPost) => (p.quotedId ? "quote" : p.repliedToId ? "reply" : "post") as "post" | "reply" | "quote";

/**
 * The account's own posts of the last 90 days through the X data adapter: the latest metrics on
 * each post, a change row where a number moved since the last sync (the history), and the people
 * who liked, reposted or quoted the posts of the last 7 days. Reposts of others are left out.
 */
export async function syncCreatorPosts(db: Database, account: CreatorAccount, options: { now?: Date; source?: XDataSource } = {}): Promise<PostSyncResult> {
  const now = options.now ?? new Date();
  const source = options.source ?? xDataSource(db);
  const posts = (await readTimeline(source, account, now)).filter((p) => !p.repostedId && p.createdAt);
  if (!posts.length) return { posts: 0, changed: 0, engagements: 0 };
  const known = new Map(
    (
      await db
        .select()
        .from(creatorPosts)
        .where(and(eq(creatorPosts.accountId, account.id), inArray(creatorPosts.postId, posts.map((p) => p.id))))
    ).map((r) => [r.postId, r]),
  );
  const changes = posts.flatMap((p) => {
    const before = known.get(p.id);
    const change = metricChange(before ? storedMetrics(before) : null, metricsOf(p, before));
    return change ? [{ accountId: account.id, postId: p.id, at: now, ...metricColumns(change) }] : [];
  });
  const engagements = await readEngagers(source, account, posts.filter((p) => p.createdAt!.getTime() > now.getTime() - ENGAGERS_TRACKED_DAYS * DAY), now);
  await db.transaction(async (tx) => {
    for (const p of posts) {
      const row = { accountId: account.id, postId: p.id, createdAt: p.createdAt!, text: p.text, kind: kindOf(p), ...metricColumns(metricsOf(p, known.get(p.id))), metricsAt: now };
      await tx.insert(creatorPosts).values(row).onConflictDoUpdate({ target: [creatorPosts.accountId, creatorPosts.postId], set: row });
    }
    if (changes.length) await tx.insert(creatorPostMetricChanges).values(changes).onConflictDoNothing();
    for (let i = 0; i < engagements.length; i += 1000) {
      await tx.insert(creatorPostEngagements).values(engagements.slice(i, i + 1000).map((e) => ({ accountId: account.id, ...e }))).onConflictDoNothing();
    }
  });
  return { posts: posts.length, changed: changes.length, engagements: engagements.length };
}

/**
 * Likers and reposters (first seen now: X does not say when), quoters (at the quote's time) and,
 * read live, repliers (at the reply's time).
 */
async function readEngagers(source: XDataSource, account: CreatorAccount, posts: XPost[], now: Date) {
  const out: { postId: string; engagerId: string; kind: "like" | "repost" | "reply" | "quote"; engagedAt: Date }[] = [];
  for (const p of posts) {
    if (p.likeCount) for (const u of await source.likingUsers(p.id, { limit: 100 }).all()) out.push({ postId: p.id, engagerId: u.id, kind: "like", engagedAt: now });
    if (p.repostCount) for (const u of await source.reposters(p.id, { limit: 100 }).all()) out.push({ postId: p.id, engagerId: u.id, kind: "repost", engagedAt: now });
    if (p.quoteCount) {
      for (const q of await source.quotes(p.id, { limit: 100 }).all()) if (q.authorId) out.push({ postId: p.id, engagerId: q.authorId, kind: "quote", engagedAt: q.createdAt ?? now });
    }
    if (p.replyCount && source.kind === "live") {
      for (const r of await readReplies(source, account, p)) out.push({ postId: p.id, engagerId: r.authorId!, kind: "reply", engagedAt: r.createdAt ?? now });
    }
  }
  return out;
}

/**
 * Replies to one of the creator's posts, from X's recent search of its conversation (X has no
 * replies-by-post endpoint): others' posts answering the post itself.
 * The corpus's replies were recorded when it was seeded.
 */
async function readReplies(source: XDataSource, account: CreatorAccount, post: XPost): Promise<XPost[]> {
  const thread = await source.searchRecent(`conversation_id:${post.conversationId ?? post.id}`, { limit: 500 }).all();
  return thread.filter((r) => r.authorId && r.authorId !== account.xUserId && r.repliedToId === post.id);
}
