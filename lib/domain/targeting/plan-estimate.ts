import { sizeBucket } from "./generation/size-estimate";
import { LET_PRODUCT_DECIDE } from "./options";

/**
 * What a plan (budget or size, spec §9) means for a package: budget mode turns the budget into the
 * accounts it can reach at an assumed cost per 1,000 accounts reached, capped by the package's own
 * size; size mode takes the chosen size. Both end in the spec's size buckets (§3).
 */
export interface ReachAssumptions {
  /** Assumed spend, in US dollars, to reach 1,000 distinct accounts. */
  costPerThousandReachedUsd: number;
  /** US dollars per unit of each currency the budget may be in (no entry: cannot convert). */
  usdPerUnit: Record<string, number>;
}

export type Plan = { mode: "budget"; budget: string; currency: string } | { mode: "size"; size: string };

export type PlanEstimate =
  | { mode: "budget"; status: "estimated"; budget: number; currency: string; budget_usd: number; reach: number; limited_by: "budget" | "package"; bucket: string; cost_per_thousand_usd: number }
  | { mode: "budget"; status: "auto"; bucket: string }
  | { mode: "budget"; status: "unknown_currency"; budget: number; currency: string }
  | { mode: "size"; status: "chosen"; size: number; bucket: string; package_bucket: string }
  | { mode: "size"; status: "auto"; bucket: string };

/** Rounds down to 2 significant figures: reach bought should not look more precise, or larger, than it is. */
const floor2 = (n: number) => {
  if (n <= 0) return 0;
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 1);
  return Math.floor(n / magnitude) * magnitude;
};

export function planEstimate(plan: Plan, packageEstimate: number, assumptions: ReachAssumptions): PlanEstimate {
  const packageBucket = sizeBucket(packageEstimate);
  if (plan.mode === "size") {
    if (plan.size === LET_PRODUCT_DECIDE) return { mode: "size", status: "auto", bucket: packageBucket };
    const size = Number(plan.size);
    return { mode: "size", status: "chosen", size, bucket: sizeBucket(size), package_bucket: packageBucket };
  }
  if (plan.budget === LET_PRODUCT_DECIDE) return { mode: "budget", status: "auto", bucket: packageBucket };
  const budget = Number(plan.budget);
  const rate = assumptions.usdPerUnit[plan.currency];
  if (!rate || !(rate > 0)) return { mode: "budget", status: "unknown_currency", budget, currency: plan.currency };
  const budgetUsd = budget * rate;
  const bought = floor2((budgetUsd / assumptions.costPerThousandReachedUsd) * 1000);
  const limitedBy = bought >= packageEstimate ? "package" : "budget";
  const reach = limitedBy === "package" ? packageEstimate : bought;
  return {
    mode: "budget",
    status: "estimated",
    budget,
    currency: plan.currency,
    budget_usd: Math.round(budgetUsd * 100) / 100,
    reach,
    limited_by: limitedBy,
    bucket: sizeBucket(reach),
    cost_per_thousand_usd: assumptions.costPerThousandReachedUsd,
  };
}

/** Parses "EUR=1.08,GBP=1.27" into US dollars per unit; USD is always 1. Throws on a malformed entry. */
export function parseCurrencyRates(text: string): Record<string, number> {
  const rates: Record<string, number> = { USD: 1 };
  for (const part of text.split(",").map((p) => p.trim()).filter(Boolean)) {
    const match = /^([A-Za-z]{3,5})=(\d+(?:\.\d+)?)$/.exec(part);
    if (!match || !(Number(match[2]) > 0)) throw new Error(`Bad currency rate "${part}": write CODE=US dollars per unit, e.g. EUR=1.08`);
    rates[match[1].toUpperCase()] = Number(match[2]);
  }
  return rates;
}
