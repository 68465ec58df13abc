import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { extractKeywords } from "@/lib/domain/enrichment/keywords";
import { overlap, round } from "@/lib/domain/analysis/statistics";
import { xDataSource } from "@/lib/server/x/x-data-source";
import { AppError } from "@/lib/server/http/app-error";
import { asAppError } from "./run-analysis";
import { postIdsFromUrls } from "./query";

const bare = (h: string) => h.replace(/^@/, "");

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    throw asAppError(e);
  }
}

/** Profiles of handles with their follower counts in the corpus (analyze-handles). */
export function analyzeHandles(handles: string[]) {
  return guarded(async () => {
    const database = await db();
    const found = await xDataSource(database).usersByHandles(handles.map(bare));
    const ids = found.items.map((u) => u.id);
    const counts = await queryRows<{ id: string; n: number }>(database, sql`select followee_id as id, count(*)::int as n from corpus_follows where followee_id = any(${sql.param(ids)}::text[]) group by 1`);
    const byId = new Map(counts.map((c) => [c.id, c.n]));
    return { accounts: found.items.map((u) => ({ ...u, followers_in_corpus: byId.get(u.id) ?? 0 })), not_found: found.errors.map((e) => e.resourceId) };
  });
}

/** Followers of each handle in the corpus, their 30-day growth and engagement per post, and every pair's shared followers (compare-accounts). */
export function compareAccounts(handles: string[]) {
  return guarded(async () => {
    const database = await db();
    const { items, errors } = await xDataSource(database).usersByHandles(handles.map(bare));
    if (errors.length) throw new AppError("not_found", `Could not find: ${errors.map((e) => e.resourceId).join(", ")}.`);
    const ids = items.map((u) => u.id);
    const sizes = await queryRows<{ id: string; n: number }>(database, sql`select followee_id as id, count(*)::int as n from corpus_follows where followee_id = any(${sql.param(ids)}::text[]) group by 1`);
    const pairs = await queryRows<{ a: string; b: string; shared: number }>(
      database,
      sql`select x.followee_id as a, y.followee_id as b, count(*)::int as shared from corpus_follows x join corpus_follows y on x.follower_id = y.follower_id and x.followee_id < y.followee_id
          where x.followee_id = any(${sql.param(ids)}::text[]) and y.followee_id = any(${sql.param(ids)}::text[]) group by 1, 2`,
    );
    // Growth: followers first seen in the last 30 days; engagement: likes, reposts, replies and quotes per post in the corpus.
    const activity = await queryRows<{ id: string; recent: number; posts: number; engagement: number }>(
      database,
      sql`select a.id, (select count(*) from corpus_follows f where f.followee_id = a.id and f.first_seen_at >= now() - interval '30 days')::int as recent,
                 count(p.id)::int as posts, coalesce(sum(p.like_count + p.repost_count + p.reply_count + p.quote_count), 0)::int as engagement
          from unnest(${sql.param(ids)}::text[]) as a(id) left join corpus_posts p on p.author_id = a.id group by a.id`,
    );
    const activityOf = new Map(activity.map((a) => [a.id, a]));
    const size = new Map(sizes.map((s) => [s.id, s.n]));
    const handleOf = new Map(items.map((u) => [u.id, u.handle]));
    const out = [];
    for (let i = 0; i < ids.length; i++)
      for (let j = i + 1; j < ids.length; j++) {
        const [a, b] = ids[i] < ids[j] ? [ids[i], ids[j]] : [ids[j], ids[i]];
        const shared = pairs.find((p) => p.a === a && p.b === b)?.shared ?? 0;
        const o = overlap(shared, size.get(a) ?? 0, size.get(b) ?? 0);
        out.push({ a: handleOf.get(a), b: handleOf.get(b), shared_followers: shared, jaccard: round(o.jaccard, 4) });
      }
    const accounts = items.map((u) => {
      const a = activityOf.get(u.id);
      const followers = size.get(u.id) ?? 0;
      return {
        handle: u.handle,
        followers_in_corpus: followers,
        new_followers_30d: a?.recent ?? 0,
        growth_30d: followers ? round(((a?.recent ?? 0) / followers) * 100, 1) : 0,
        posts_in_corpus: a?.posts ?? 0,
        engagement_per_post: a?.posts ? round(a.engagement / a.posts, 1) : 0,
      };
    });
    return { accounts, overlaps: out };
  });
}

/** Posts of URLs (post-data). */
export function postData(urls: string) {
  return guarded(async () => {
    const ids = postIdsFromUrls(urls);
    if (!ids.length) throw new AppError("bad_request", "Give one or more post URLs separated by commas.");
    if (ids.length > 100) throw new AppError("bad_request", "Give at most 100 post URLs.");
    const { items, errors } = await xDataSource(await db()).postsByIds(ids);
    return { posts: items, not_found: errors.map((e) => e.resourceId) };
  });
}

/** A handle's profile and latest posts (post-metadata). */
export function postMetadata(handle: string) {
  return guarded(async () => {
    const source = xDataSource(await db());
    const user = await source.userByHandle(bare(handle));
    const posts = await source.userTimeline(user.id, { limit: 20, pageSize: 20 }).all();
    return { profile: user, posts };
  });
}

/** Extracted keywords of posts, counted over them (tweet-keywords). */
export function tweetKeywords(urls: string) {
  return guarded(async () => {
    const ids = postIdsFromUrls(urls);
    if (!ids.length) throw new AppError("bad_request", "Give one or more post URLs separated by commas.");
    const rows = await queryRows<{ keyword: string; posts: number }>(
      await db(),
      sql`select k as keyword, count(distinct p.id)::int as posts from corpus_posts p, unnest(p.keywords) k where p.id = any(${sql.param(ids)}::text[]) group by 1 order by 2 desc, 1 limit 50`,
    );
    return { base: ids.length, keywords: rows };
  });
}

/** Handles (@name) and keywords found in free text (extract data handles and keywords). */
export function extractHandlesAndKeywords(text: string) {
  const handles = [...new Set([...text.matchAll(/(?:^|[^\w@])@([A-Za-z0-9_]{1,15})\b/g)].map((m) => m[1]))];
  const hashtags = [...new Set([...text.matchAll(/(?:^|\s)#([\p{L}\p{N}_]{1,100})/gu)].map((m) => m[1].toLowerCase()))];
  return { handles, hashtags, keywords: extractKeywords(text).keywords };
}
