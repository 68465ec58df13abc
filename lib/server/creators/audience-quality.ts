import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { BOT_SIGNALS, BOT_THRESHOLD, botShare, isLikelyBot } from "@/lib/domain/creators/bot-score";
import type { BotShareView } from "@/lib/schemas/creators";
import type { CreatorAccount } from "./creator-accounts";
import { scoreProfiles, type ScoredProfile } from "./score-accounts";

/** Followers scored per account: above it, a fixed pseudo-random sample (the same one each time). */
export const BOT_SAMPLE_CAP = 2000;

type Profile = ScoredProfile & { total: number | string };

export interface ScoredFollower {
  id: string;
  handle: string;
  name: string;
  score: number;
  signals: string[];
}

/** Scores the account's current followers (a sample above the cap) and the share of likely bots. */
export async function audienceQuality(db: Database, account: CreatorAccount, now = new Date()): Promise<BotShareView & { likely_bots_sample: ScoredFollower[] }> {
  const profiles = await queryRows<Profile>(db, sql`
    select a.id, a.handle, a.name, a.bio, a.profile_image_url, a.created_at, a.followers_count, a.following_count, a.post_count, count(*) over () as total
    from creator_follow_periods p join corpus_accounts a on a.id = p.other_id
    where p.account_id = ${account.id} and p.kind = 'follower' and p.gone_at is null
    order by md5(p.other_id) limit ${BOT_SAMPLE_CAP}`);
  const followers = profiles.length ? Number(profiles[0].total) : 0;
  const scored = await scoreProfiles(db, profiles, now);
  const share = botShare(scored.map((s) => s.score), followers);
  return {
    scored: share.scored,
    followers: share.followers,
    likely_bots: share.likelyBots,
    share: share.share,
    margin: share.margin,
    threshold: BOT_THRESHOLD,
    signals: BOT_SIGNALS.map((s) => ({ key: s.key, weight: s.weight, accounts: scored.filter((x) => x.signals.includes(s.key)).length })),
    likely_bots_sample: scored.filter((s) => isLikelyBot(s.score)).sort((a, b) => b.score - a.score || a.handle.localeCompare(b.handle)).slice(0, 50),
  };
}
