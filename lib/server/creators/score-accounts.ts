import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { botFeatures, botScore } from "@/lib/domain/creators/bot-score";
import { duplicateShares } from "@/lib/domain/creators/duplicate-share";

export type ScoredProfile = { id: string; handle: string; name: string; bio: string; profile_image_url: string; created_at: Date | string | null; followers_count: number; following_count: number; post_count: number };

/** The bot score of each profile (its signals include posts duplicated among these profiles' posts). */
export async function scoreProfiles(db: Database, profiles: ScoredProfile[], now: Date) {
  const posts = profiles.length
    ? await queryRows<{ author_id: string; text: string }>(db, sql`select author_id, text from corpus_posts where author_id = any(${sql.param(profiles.map((p) => p.id))}::text[])`)
    : [];
  const dup = duplicateShares(posts.map((p) => ({ authorId: p.author_id, text: p.text })));
  return profiles.map((p) => {
    const profile = { handle: p.handle, bio: p.bio, profileImageUrl: p.profile_image_url, createdAt: p.created_at ? new Date(p.created_at) : null, followersCount: p.followers_count, followingCount: p.following_count, postCount: p.post_count };
    return { id: p.id, handle: p.handle, name: p.name, ...botScore(botFeatures(profile, dup.get(p.id) ?? 0, now)) };
  });
}

/** The same for accounts named by id (those the corpus does not know are left out). */
export async function scoreAccounts(db: Database, ids: string[], now: Date) {
  if (!ids.length) return [];
  const profiles = await queryRows<ScoredProfile>(db, sql`select id, handle, name, bio, profile_image_url, created_at, followers_count, following_count, post_count
    from corpus_accounts where id = any(${sql.param(ids)}::text[])`);
  return scoreProfiles(db, profiles, now);
}
