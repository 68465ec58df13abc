import "server-only";
import { requireUser } from "@/lib/server/auth/require-user";
import type { Identity } from "@/lib/server/auth/identity";
import { viaAds } from "./ads-errors";
import { adsAdapter } from "./index";
import { teamAdAccount } from "./upload-access";

const MICROS = 1_000_000;

export const BUDGET_CHECK_REASONS = {
  not_enough_credit: "The funding instruments of this ad account do not have enough credit left for this budget.",
  no_funding_instrument: "This ad account has no funding instrument that can fund a campaign.",
} as const;

/**
 * Whether the ad account can fund a budget: an active funding instrument that is able to fund and
 * has at least that much credit left (X gives no credit figure for cards: their limit is the bank's).
 */
export async function autopilotBudgetCheck(identity: Identity, input: { ad_account_id: string; budget: number }) {
  const user = requireUser(identity);
  const account = await teamAdAccount(user.userId, null, input.ad_account_id);
  const instruments = await viaAds(() => adsAdapter().fundingInstruments(account));
  const usable = instruments.filter((f) => f.able_to_fund && f.entity_status === "ACTIVE");
  const enough = usable.find((f) => f.credit_remaining_local_micro === null || f.credit_remaining_local_micro >= input.budget * MICROS);
  const reasonCode = enough ? null : usable.length ? "not_enough_credit" : "no_funding_instrument";
  return {
    ok: Boolean(enough),
    reason: reasonCode ? BUDGET_CHECK_REASONS[reasonCode] : null,
    reason_code: reasonCode,
    funding_instrument_id: enough?.id ?? null,
    currency: (enough ?? usable[0])?.currency ?? null,
    credit_remaining: enough?.credit_remaining_local_micro != null ? enough.credit_remaining_local_micro / MICROS : null,
  };
}
