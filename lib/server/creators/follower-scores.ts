import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { sampleRankOf } from "@/lib/server/db/schema";
import { idTable } from "./id-table";
import { scoreProfiles, type ScoredProfile } from "./score-accounts";

/**
 * Followers are scored in groups of this many in sample order, so the first group is the
 * audience-quality sample (duplicate posts are found among the group's posts, as on that card).
 */
export const SCORE_GROUP = 2000;

/** The profile columns the score reads, from an account `a`. */
export const SCORED_PROFILE_COLUMNS = sql`a.id, a.handle, a.name, a.bio, a.profile_image_url, a.created_at, a.followers_count, a.following_count, a.post_count`;

export interface KeptScore {
  score: number;
  /** The signals' keys, comma-separated, as the follow period keeps them. */
  signals: string;
  /** The sort keys the period keeps: lowercased handle, followers count. */
  handle: string;
  followers: number;
}

/**
 * The bot score of each follower as of `now`, to keep on its follow period (so the people tables
 * sort by it from an index). With the account, only the scores its open periods do not hold yet
 * (new followers, changed scores or sort keys), so a sync writes what changed. Followers the corpus has no
 * profile for get none.
 */
export async function followerScores(db: Database, ids: string[], now: Date, accountId?: number): Promise<Map<string, KeptScore>> {
  const scores = new Map<string, KeptScore>();
  if (!ids.length) return scores;
  const ordered = await queryRows<{ id: string }>(db, sql`select id from ${idTable(ids)} as t(id) order by ${sampleRankOf(sql`id`)}, id`);
  for (let i = 0; i < ordered.length; i += SCORE_GROUP) {
    const group = ordered.slice(i, i + SCORE_GROUP).map((r) => r.id);
    const profiles = await queryRows<ScoredProfile & { kept_score: number | null; kept_signals: string | null; kept_handle: string | null; kept_followers: number | null }>(db, sql`
      select ${SCORED_PROFILE_COLUMNS}, p.bot_score as kept_score, p.bot_signals as kept_signals, p.sort_handle as kept_handle, p.sort_followers as kept_followers
      from corpus_accounts a left join creator_follow_periods p
        on p.account_id = ${accountId ?? 0} and p.kind = 'follower' and p.gone_at is null and p.other_id = a.id
      where a.id = any(${sql.param(group)}::text[])`);
    const kept = new Map(profiles.map((p) => [p.id, p]));
    for (const s of await scoreProfiles(db, profiles, now)) {
      const signals = s.signals.join(",");
      const before = kept.get(s.id)!;
      const handle = (before.handle ?? s.id).toLowerCase();
      const followers = Number(before.followers_count ?? 0);
      const same = before.kept_score !== null && Number(before.kept_score) === s.score && before.kept_signals === signals && before.kept_handle === handle && before.kept_followers === followers;
      if (!same) scores.set(s.id, { score: s.score, signals, handle, followers });
    }
  }
  return scores;
}
