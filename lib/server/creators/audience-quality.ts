import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { BOT_SIGNALS, BOT_THRESHOLD, botShare, isLikelyBot } from "@/lib/domain/creators/bot-score";
import type { BotShareView } from "@/lib/schemas/creators";
import type { CreatorAccount } from "./creator-accounts";
import { scoreProfiles, type ScoredProfile } from "./score-accounts";
import { SCORED_PROFILE_COLUMNS } from "./follower-scores";
import { followerTotal } from "./follower-counts";

/** Followers scored per account: above it, a fixed pseudo-random sample (the same one each time). */
export const BOT_SAMPLE_CAP = 2000;

type Profile = ScoredProfile & { bot_score: number | null; bot_signals: string | null };

export interface ScoredFollower {
  id: string;
  handle: string;
  name: string;
  score: number;
  signals: string[];
}

/**
 * The share of likely bots among the account's current followers: all of them up to the cap, above
 * it a fixed pseudo-random sample (the first by sample rank, read from an index), with the scores
 * the last sync kept; followers not scored yet (synced before scores were kept) are scored here.
 */
export async function audienceQuality(db: Database, account: CreatorAccount, now = new Date()): Promise<BotShareView & { likely_bots_sample: ScoredFollower[] }> {
  const profiles = await queryRows<Profile>(db, sql`
    select p.bot_score, p.bot_signals, ${SCORED_PROFILE_COLUMNS}
    from creator_follow_periods p join corpus_accounts a on a.id = p.other_id
    where p.account_id = ${account.id} and p.kind = 'follower' and p.gone_at is null
    order by p.sample_rank, p.other_id limit ${BOT_SAMPLE_CAP}`);
  const followers = profiles.length < BOT_SAMPLE_CAP ? profiles.length : await followerTotal(db, account);
  const scored = profiles.some((p) => p.bot_score === null)
    ? await scoreProfiles(db, profiles, now)
    : profiles.map((p) => ({ id: p.id, handle: p.handle, name: p.name, score: Number(p.bot_score), signals: p.bot_signals ? p.bot_signals.split(",") : [] }));
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
