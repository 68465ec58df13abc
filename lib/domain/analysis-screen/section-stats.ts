import { marginOfError } from "@/lib/domain/analysis/statistics";
import type { SectionName } from "@/lib/schemas/analysis";
import type { AudienceSummary } from "./session";

/** What every card states about its numbers. */
export interface SectionStats {
  /** How many accounts or posts the figures are taken over. */
  base: number;
  unit: "accounts" | "posts";
  /** 0-1: the share of analysed units with a known value. */
  coverage: number;
  /** Largest 95% margin of error of a share shown, in percentage points; 0 for exact counts. */
  margin: number;
}

type Row = { share?: number; margin?: number };
type Payload = Record<string, unknown> & { rows?: Row[] };

const POST_SECTIONS = new Set<SectionName>([
  "posts", "conversation_posts", "conversation_volume", "sentiment_analysis", "share_of_voice", "hashtags_used_by_handle", "keywords_used_by_handle",
  "keyword_combinations_used_by_handle", "topics", "most_interacted_emojis", "most_interacted_hashtags", "most_interacted_keywords",
  "most_interacted_keyword_combinations", "hashtags_self_view",
]);

const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : null);

function baseOf(name: SectionName, p: Payload, audience: AudienceSummary): number {
  if (name === "audience_size") return num(p.population) ?? audience.population;
  if (name === "conversation_volume") return num(p.total) ?? 0;
  if (name === "profile") return num(p.followers_in_corpus) ?? 0;
  if (name === "follower_growth") return ((p.new_followers as unknown[]) ?? []).length;
  if (name === "posts" || name === "conversation_posts") return audience.posts_matched ?? p.rows?.length ?? 0;
  if (name === "subreddits" || name === "sentiment_analysis") return num(p.analysed) ?? 0;
  if (name === "seo") return audience.sampled;
  return num(p.base) ?? audience.sampled;
}

/**
 * Base, coverage and margin of error of a section payload. Margins the engine computed are used
 * as they are; for shares counted over a sampled audience without one, the margin of the largest
 * share is computed here from the base and the audience's sampling fraction.
 */
export function sectionStats(name: SectionName, payload: unknown, audience: AudienceSummary): SectionStats {
  const p = (payload ?? {}) as Payload;
  const base = baseOf(name, p, audience);
  const coverage = num(p.coverage) ?? 1;
  const rows = Array.isArray(p.rows) ? p.rows : [];
  const given = rows.map((r) => r.margin).filter((m): m is number => typeof m === "number");
  let margin = 0;
  if (given.length) margin = Math.max(...given);
  // A payload stating it is no sample (sentiment counted over every analysed post) is exact, whatever the audience.
  else if (audience.is_sample && p.sampled !== false && rows.length && base > 0 && !["conversation_volume", "share_of_voice", "audience_size", "profile", "follower_growth"].includes(name)) {
    const top = Math.max(...rows.map((r) => r.share ?? 0)) / 100;
    const scaled = Math.round((base * audience.population) / Math.max(audience.sampled, 1));
    margin = Math.round(10_000 * marginOfError(top, base, Math.max(scaled, base))) / 100;
  }
  return { base, unit: POST_SECTIONS.has(name) ? "posts" : "accounts", coverage, margin };
}
