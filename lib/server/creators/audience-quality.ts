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
 * the last sync kept (the profiles are read only for the likely bots it names). An account synced
 * before scores were kept is scored here.
 */
export async function audienceQuality(db: Database, account: CreatorAccount, now = new Date()): Promise<BotShareView & { likely_bots_sample: ScoredFollower[] }> {
  const kept = await queryRows<{ other_id: string; bot_score: number; bot_signals: string | null }>(db, sql`
    select other_id, bot_score, bot_signals from creator_follow_periods
    where account_id = ${account.id} and kind = 'follower' and gone_at is null and bot_score is not null
    order by sample_rank, other_id limit ${BOT_SAMPLE_CAP}`);
  const scored = kept.length ? await withNames(db, kept) : await scoreProfiles(db, await sampleProfiles(db, account), now);
  const followers = scored.length < BOT_SAMPLE_CAP ? scored.length : await followerTotal(db, account);
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

/** Kept scores as scored followers, with the handle and name of the likely bots (the only ones shown). */
async function withNames(db: Database, kept: { other_id: string; bot_score: number; bot_signals: string | null }[]): Promise<ScoredFollower[]> {
  const bots = kept.filter((k) => isLikelyBot(Number(k.bot_score))).map((k) => k.other_id);
  const names = new Map(
    bots.length ? (await queryRows<{ id: string; handle: string; name: string }>(db, sql`select id, handle, name from corpus_accounts where id = any(${sql.param(bots)}::text[])`)).map((a) => [a.id, a]) : [],
  );
  return kept.map((k) => ({ id: k.other_id, handle: names.get(k.other_id)?.handle ?? k.other_id, name: names.get(k.other_id)?.name ?? "", score: Number(k.bot_score), signals: k.bot_signals ? k.bot_signals.split(",") : [] }));
}

/** The sample's profiles, for an account whose followers have no kept score yet. */
function sampleProfiles(db: Database, account: CreatorAccount): Promise<ScoredProfile[]> {
  return queryRows<ScoredProfile>(db, sql`
    select ${SCORED_PROFILE_COLUMNS} from creator_follow_periods p join corpus_accounts a on a.id = p.other_id
    where p.account_id = ${account.id} and p.kind = 'follower' and p.gone_at is null
    order by p.sample_rank, p.other_id limit ${BOT_SAMPLE_CAP}`);
}
