"use client";
import { api } from "@/lib/client/http/api";
import type { SavedAudience } from "./saved-audiences";

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

/** The audience-usages calls of spec §7 that screens use directly. */
export const audienceUsagesApi = {
  reorderHandles: (id: number, handles: string[]) => api().request<SavedAudience>("POST", "/api/external/audience-usages/reorder-handles/", { body: { audience_config_id: id, handles } }),
  budgetCheck: (adAccountId: string, budget: number) => api().request<BudgetCheck>("POST", "/api/external/audience-usages/autopilot-budget-check/", { body: { ad_account_id: adAccountId, budget } }),
  usageCheck: () => api().request<UsageCheck>("POST", "/api/external/audience-usages/usage-check/", { body: {} }),
  /** Counts one use of a related audience; the answer says whether to show the prompt now (and then it counts as shown). */
  recordRelatedUse: () => api().request<UsageCheck>("POST", "/api/external/audience-usages/related-use/", { body: {} }),
  related: (handle: string, team: string | null) =>
    api().request<{ audience_configs: RelatedAudience[] }>("POST", "/api/external/similar-audiences/", { body: { query_type: "handle", handle, ...(team ? { team } : {}) } }),
};
