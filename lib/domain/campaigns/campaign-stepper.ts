import type { CampaignParameters } from "./description/extract";
import type { Objective } from "./objectives";

/* The toolkit's campaign stepper: its state, and that state filled in from a description's parameters. */

export interface StepperValues {
  ad_account_id: string;
  audience_config_id: string;
  name: string;
  objective: Objective;
  budget: string;
  budget_kind: "lifetime" | "daily";
  start: string;
  end: string;
  bid: string;
  funding_instrument_id: string;
  ad: { text: string; creative_id: number | null };
}

export const STEP_FIELDS = {
  package: ["ad_account_id", "audience_config_id"],
  budget: ["objective", "budget", "budget_kind", "start", "end", "bid", "funding_instrument_id"],
  creative: ["name", "ad"],
} as const;

export function emptyStepperValues(today: string): StepperValues {
  return { ad_account_id: "", audience_config_id: "", name: "", objective: "REACH", budget: "", budget_kind: "lifetime", start: today, end: "", bid: "", funding_instrument_id: "", ad: { text: "", creative_id: null } };
}

/**
 * The stepper filled from what a description states (what it does not state keeps its value); a
 * start already past becomes today, and an end kept only if it is after the start.
 */
export function prefilledValues(current: StepperValues, p: CampaignParameters, bestPackage: number | null, today: string): StepperValues {
  const start = p.start ? (p.start < today ? today : p.start) : current.start;
  const end = p.end && p.end > start ? p.end : current.end;
  return {
    ...current,
    audience_config_id: bestPackage !== null ? String(bestPackage) : current.audience_config_id,
    name: p.name || current.name,
    objective: p.objective ?? current.objective,
    budget: p.budget ?? current.budget,
    budget_kind: p.budget ? p.budget_kind : current.budget_kind,
    start,
    end,
  };
}

/** The calculator's question for the stepper's state, or null while the package or budget is missing or not a budget yet. */
export function estimateQuestion(v: Pick<StepperValues, "audience_config_id" | "budget" | "budget_kind" | "start" | "end">, currency: string | null, budgetPattern: RegExp) {
  if (!v.audience_config_id || !currency || !budgetPattern.test(v.budget.trim()) || !(Number(v.budget) > 0)) return null;
  const days = /^\d{4}-\d{2}-\d{2}$/.test(v.start) && /^\d{4}-\d{2}-\d{2}$/.test(v.end) && v.end >= v.start ? { start: v.start, end: v.end } : {};
  return { audience_config_id: Number(v.audience_config_id), budget: v.budget.trim(), budget_kind: v.budget_kind, currency, ...days };
}
