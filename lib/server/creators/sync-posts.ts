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
/** Posts young enough to still gather engagers (X allows 75 engagers reads per 15 minutes). */
export const ENGAGERS_TRACKED_DAYS = 7;

export interface PostSyncResult {
  posts: number;
  changed: number;
  engagements: number;
}

const metricsOf = (p: XPost): PostMetrics => ({
  likes: p.likeCount ?? 0,
  reposts: p.repostCount ?? 0,
  replies: p.replyCount ?? 0,
  quotes: p.quoteCount ?? 0,
  bookmarks: p.bookmarkCount ?? null,
  impressions: p.impressionCount ?? null,
});

const kindOf = (p: XPost) => (p.quotedId ? "quote" : p.repliedToId ? "reply" : "post") as "post" | "reply" | "quote";

/**
 * The account's own posts of the last 90 days through the X data adapter: the latest metrics on
 * each post, a change row where a number moved since the last sync (the history), and the people
 * who liked, reposted or quoted the posts of the last 7 days. Reposts of others are left out.
 */
export async function syncCreatorPosts(db: Database, account: CreatorAccount, options: { now?: Date; source?: XDataSource } = {}): Promise<PostSyncResult> {
  const now = options.now ?? new Date();
  const source = options.source ?? xDataSource(db);
  const posts = (await source.userTimeline(account.xUserId, { start: new Date(now.getTime() - POSTS_TRACKED_DAYS * DAY), pageSize: 100, limit: 3200 }).all()).filter(
    (p) => !p.repostedId && p.createdAt,
  );
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
    const change = metricChange(before ?? null, metricsOf(p));
    return change ? [{ accountId: account.id, postId: p.id, at: now, ...change }] : [];
  });
  const engagements = await readEngagers(source, posts.filter((p) => p.createdAt!.getTime() > now.getTime() - ENGAGERS_TRACKED_DAYS * DAY), now);
  await db.transaction(async (tx) => {
    for (const p of posts) {
      const row = { accountId: account.id, postId: p.id, createdAt: p.createdAt!, text: p.text, kind: kindOf(p), ...metricsOf(p), metricsAt: now };
      await tx.insert(creatorPosts).values(row).onConflictDoUpdate({ target: [creatorPosts.accountId, creatorPosts.postId], set: row });
    }
    if (changes.length) await tx.insert(creatorPostMetricChanges).values(changes).onConflictDoNothing();
    for (let i = 0; i < engagements.length; i += 1000) {
      await tx.insert(creatorPostEngagements).values(engagements.slice(i, i + 1000).map((e) => ({ accountId: account.id, ...e }))).onConflictDoNothing();
    }
  });
  return { posts: posts.length, changed: changes.length, engagements: engagements.length };
}

/** Likers and reposters (first seen now: X does not say when) and quoters (at the quote's time). */
async function readEngagers(source: XDataSource, posts: XPost[], now: Date) {
  const out: { postId: string; engagerId: string; kind: "like" | "repost" | "quote"; engagedAt: Date }[] = [];
  for (const p of posts) {
    if (p.likeCount) for (const u of await source.likingUsers(p.id, { limit: 100 }).all()) out.push({ postId: p.id, engagerId: u.id, kind: "like", engagedAt: now });
    if (p.repostCount) for (const u of await source.reposters(p.id, { limit: 100 }).all()) out.push({ postId: p.id, engagerId: u.id, kind: "repost", engagedAt: now });
    if (p.quoteCount) {
      for (const q of await source.quotes(p.id, { limit: 100 }).all()) if (q.authorId) out.push({ postId: p.id, engagerId: q.authorId, kind: "quote", engagedAt: q.createdAt ?? now });
    }
  }
  return out;
}
