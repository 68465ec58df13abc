import { marginOfError } from "@/lib/domain/analysis/statistics";

/*
 * A transparent bot and spam score: each profile or behaviour signal adds its weight, the sum is
 * 0-1, and 0.5 or more reads as a likely bot. The weights are plain judgement, written on screen,
 * and measured against the demo generator's labelled bots (bot-score.test.ts).
 */

export interface BotFeatures {
  /** Days since the account was created (null: unknown). */
  ageDays: number | null;
  defaultAvatar: boolean;
  emptyBio: boolean;
  handle: string;
  followers: number;
  following: number;
  /** Posts per day over the account's life. */
  postsPerDay: number;
  /** Share (0-1) of its posts whose text it or another follower posted again word for word. */
  duplicateShare: number;
}

export const BOT_THRESHOLD = 0.5;

/** The signals in the order the method text lists them, with their weights (they add up to 1). */
export const BOT_SIGNALS = [
  { key: "young", weight: 0.15, test: (f: BotFeatures) => f.ageDays !== null && f.ageDays < 90 },
  { key: "default_avatar", weight: 0.15, test: (f: BotFeatures) => f.defaultAvatar },
  { key: "empty_bio", weight: 0.1, test: (f: BotFeatures) => f.emptyBio },
  { key: "handle_digits", weight: 0.15, test: (f: BotFeatures) => /\d{4,}$/.test(f.handle) },
  { key: "ratio", weight: 0.15, test: (f: BotFeatures) => f.following >= 200 && f.followers * 10 < f.following },
  { key: "posting_rate", weight: 0.1, test: (f: BotFeatures) => f.postsPerDay > 30 },
  { key: "duplicates", weight: 0.2, test: (f: BotFeatures) => f.duplicateShare >= 0.5 },
] as const;

export type BotSignal = (typeof BOT_SIGNALS)[number]["key"];

export function botScore(f: BotFeatures): { score: number; signals: BotSignal[] } {
  const hits = BOT_SIGNALS.filter((s) => s.test(f));
  const score = Math.round(hits.reduce((sum, s) => sum + s.weight, 0) * 100) / 100;
  return { score, signals: hits.map((s) => s.key) };
}

export const isLikelyBot = (score: number) => score >= BOT_THRESHOLD;

export interface BotShare {
  scored: number;
  followers: number;
  likelyBots: number;
  /** 0-1 */
  share: number;
  /** Half-width of the 95% interval (0 when every follower was scored). */
  margin: number;
}

/** The share of likely bots among the scored followers, with its margin as a sample of all of them. */
export function botShare(scores: number[], followers: number): BotShare {
  const likelyBots = scores.filter(isLikelyBot).length;
  const share = scores.length ? likelyBots / scores.length : 0;
  return { scored: scores.length, followers, likelyBots, share, margin: scores.length ? marginOfError(share, scores.length, followers) : 0 };
}

export interface ScoredProfile {
  handle: string;
  bio: string;
  profileImageUrl: string;
  createdAt: Date | null;
  followersCount: number;
  followingCount: number;
  postCount: number;
}

const DAY = 86_400_000;

/** The score's features from a profile as X shows it and the share of its posts that were duplicates. */
export function botFeatures(p: ScoredProfile, duplicateShare: number, now: Date): BotFeatures {
  const ageDays = p.createdAt ? Math.max(1, (now.getTime() - p.createdAt.getTime()) / DAY) : null;
  return {
    ageDays,
    defaultAvatar: !p.profileImageUrl || p.profileImageUrl.includes("default_profile"),
    emptyBio: !p.bio.trim(),
    handle: p.handle,
    followers: p.followersCount,
    following: p.followingCount,
    postsPerDay: ageDays ? p.postCount / ageDays : 0,
    duplicateShare,
  };
}
