import "server-only";
import { budgetMicros } from "@/lib/domain/campaigns/budget";
import { campaignErrors, type CampaignPlan, type FieldErrors } from "@/lib/domain/campaigns/campaign-rules";
import type { AdsAccount, AdsAdapter } from "@/lib/server/ads/ads-adapter";
import { AppError } from "@/lib/server/http/app-error";

export const NO_INSTRUMENT = "Choose a funding instrument of this ad account.";

/** The form's day as an instant: a start "today" means now, an end day means its last second (UTC). */
export function dayInstant(value: string, edge: "start" | "end", now = new Date()): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(value);
  if (edge === "start") return value === now.toISOString().slice(0, 10) ? now : new Date(`${value}T00:00:00Z`);
  return new Date(`${value}T23:59:59Z`);
}

const micros = (text: string | undefined) => (text ? budgetMicros(text) : null);

export function planOf(input: { daily_budget?: string; total_budget?: string; start_time: string; end_time?: string }, now = new Date()): CampaignPlan {
  return {
    daily_budget_micro: micros(input.daily_budget),
    total_budget_micro: micros(input.total_budget),
    start_time: dayInstant(input.start_time, "start", now),
    end_time: input.end_time ? dayInstant(input.end_time, "end", now) : null,
  };
}

export const fieldError = (errors: FieldErrors | Record<string, string>) => {
  const fields = Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [String(v)]]));
  return new AppError("bad_request", Object.values(errors)[0] ?? "Not valid.", fields);
};

/**
 * Checks a campaign plan the way X will (the same rules the sandbox enforces), so the form gets a
 * message on the field before anything is written anywhere.
 */
export async function checkPlan(ads: AdsAdapter, account: AdsAccount, instrumentId: string, plan: CampaignPlan, opts: { isNew: boolean; giveBackMicro?: number }) {
  const instruments = await ads.fundingInstruments(account);
  const instrument = instruments.find((f) => f.id === instrumentId && f.entity_status === "ACTIVE");
  if (!instrument) throw fieldError({ funding_instrument_id: NO_INSTRUMENT });
  // The sandbox counts a campaign's own budget against the credit; on update it is given back first.
  const credit = instrument.credit_remaining_local_micro === null ? null : instrument.credit_remaining_local_micro + (opts.giveBackMicro ?? 0);
  const errors = campaignErrors(plan, { able_to_fund: instrument.able_to_fund, currency: instrument.currency, credit_remaining_micro: credit }, new Date(), { checkStartInPast: opts.isNew });
  if (Object.keys(errors).length) throw fieldError(errors);
  return instrument;
}
