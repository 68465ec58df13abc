import { MICROS } from "./budget";

/*
 * What X refuses about a campaign's money and dates, as field messages. The sandbox applies them
 * before it writes; the form shows the same sentences on the fields.
 */

export const CAMPAIGN_MESSAGES = {
  startInPast: "Start date must not be in the past.",
  endBeforeStart: "End date must be after the start date.",
  noBudget: "Give a daily budget, a lifetime budget or both.",
  dailyOverTotal: "Daily budget must not be more than the lifetime budget.",
  overCredit: (credit: string) => `Budget is more than the funding instrument's remaining credit (${credit}).`,
  instrumentCannotFund: "This funding instrument cannot fund campaigns.",
} as const;

export interface CampaignPlan {
  daily_budget_micro: number | null;
  total_budget_micro: number | null;
  start_time: Date;
  end_time: Date | null;
}

export interface InstrumentState {
  able_to_fund: boolean;
  currency: string;
  /** null: X gives no figure (a card's limit is the bank's). */
  credit_remaining_micro: number | null;
}

export type FieldErrors = Partial<Record<"daily_budget" | "total_budget" | "start_time" | "end_time" | "funding_instrument_id", string>>;

/** A minute of grace: a start "now" typed in the form is a little in the past when it arrives. */
const PAST_GRACE_MS = 60_000;

/** The most the campaign can spend: its lifetime budget, else its daily budget over its flight (open-ended: one day). */
export function committedMicros(plan: CampaignPlan): number {
  if (plan.total_budget_micro !== null) return plan.total_budget_micro;
  const days = plan.end_time ? Math.max(1, Math.ceil((plan.end_time.getTime() - plan.start_time.getTime()) / 86_400_000)) : 1;
  return (plan.daily_budget_micro ?? 0) * days;
}

export function campaignErrors(plan: CampaignPlan, instrument: InstrumentState, now: Date, opts: { checkStartInPast: boolean }): FieldErrors {
  const errors: FieldErrors = {};
  if (opts.checkStartInPast && plan.start_time.getTime() < now.getTime() - PAST_GRACE_MS) errors.start_time = CAMPAIGN_MESSAGES.startInPast;
  if (plan.end_time && plan.end_time.getTime() <= plan.start_time.getTime()) errors.end_time = CAMPAIGN_MESSAGES.endBeforeStart;
  if (plan.daily_budget_micro === null && plan.total_budget_micro === null) errors.daily_budget = CAMPAIGN_MESSAGES.noBudget;
  else if (plan.daily_budget_micro !== null && plan.total_budget_micro !== null && plan.daily_budget_micro > plan.total_budget_micro) errors.daily_budget = CAMPAIGN_MESSAGES.dailyOverTotal;
  if (!instrument.able_to_fund) errors.funding_instrument_id = CAMPAIGN_MESSAGES.instrumentCannotFund;
  else if (instrument.credit_remaining_micro !== null && !errors.daily_budget && committedMicros(plan) > instrument.credit_remaining_micro) {
    const field = plan.total_budget_micro !== null ? "total_budget" : "daily_budget";
    errors[field] = CAMPAIGN_MESSAGES.overCredit(`${(instrument.credit_remaining_micro / MICROS).toLocaleString("en-US", { maximumFractionDigits: 2 })} ${instrument.currency}`);
  }
  return errors;
}
