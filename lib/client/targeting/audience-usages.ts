/** Answers of the audience-usages calls of spec §7 (the calls are hooks in lib/client/queries/audience-usages.ts). */
export interface BudgetCheck {
  ok: boolean;
  reason: string | null;
  reason_code: "not_enough_credit" | "no_funding_instrument" | null;
  funding_instrument_id: string | null;
  currency: string | null;
  credit_remaining: number | null;
}

/** The suggestion prompt check (spec §9) as the server keeps it for the signed-in user. */
export interface UsageCheck {
  related_uses: number;
  config_count: number;
  last_prompt_at: string | null;
  prompt: boolean;
}

export interface RelatedAudience {
  id: string;
  name: string;
  /** The account whose followers make up this audience. */
  handle: string;
  size: number | null;
  shared_followers: number;
  jaccard: number;
}
