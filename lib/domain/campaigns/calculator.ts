/*
 * The campaign calculator: budget <-> reach and impressions for a package, from stated,
 * configurable rates (US dollars per 1,000 accounts reached and per 1,000 impressions; see the
 * README's "Targeting sizes" for where the defaults come from). Reach is capped by the package.
 */

export interface CalculatorRates {
  costPerThousandReachedUsd: number;
  costPerThousandImpressionsUsd: number;
}

/** From the X Ads API reach-estimate fixture: 1.90 USD per 1,000 accounts, 1.54 USD per 1,000 impressions. */
export const DEFAULT_RATES: CalculatorRates = { costPerThousandReachedUsd: 1.9, costPerThousandImpressionsUsd: 1.54 };

export interface Estimate {
  budgetUsd: number;
  reach: number;
  impressions: number;
  /** True when the package is smaller than what the budget could reach. */
  limitedByPackage: boolean;
}

export function budgetToReach(budgetUsd: number, packageSize: number, rates: CalculatorRates = DEFAULT_RATES): Estimate {
  const bought = Math.floor((budgetUsd / rates.costPerThousandReachedUsd) * 1000);
  const reach = Math.min(bought, packageSize);
  // Impressions the budget buys, but no more than the reach allows at the same frequency as bought.
  const frequency = rates.costPerThousandReachedUsd / rates.costPerThousandImpressionsUsd;
  const impressions = Math.min(Math.floor((budgetUsd / rates.costPerThousandImpressionsUsd) * 1000), Math.floor(reach * frequency));
  return { budgetUsd, reach, impressions, limitedByPackage: bought > packageSize };
}

/** The budget that reaches this many accounts of the package (at most the whole package), rounded up to the cent. */
export function reachToBudget(reach: number, packageSize: number, rates: CalculatorRates = DEFAULT_RATES): Estimate {
  const target = Math.min(reach, packageSize);
  const budgetUsd = Math.ceil(((target * rates.costPerThousandReachedUsd) / 1000) * 100) / 100;
  return { ...budgetToReach(budgetUsd, packageSize, rates), reach: target };
}

const DAY_MS = 86_400_000;

/** Days a flight runs, both ends included ("YYYY-MM-DD"); at least one. */
export function flightDays(start: string, end: string): number {
  return Math.max(1, Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1);
}

/** Rounds a money amount up to one decimal place, the finest a budget may be (§5). */
const upToTenth = (n: number) => Math.ceil(Math.round(n * 1e6) / 1e5) / 10;
const cents = (n: number) => Math.round(n * 100) / 100;

export interface CampaignEstimateInput {
  /** budget: what the budget buys; reach: the budget that buys this reach. */
  mode: "budget" | "reach";
  /** In the campaign's currency, per day or for the whole flight as budgetKind says. */
  budget?: number;
  reach?: number;
  budgetKind: "lifetime" | "daily";
  days: number;
  packageSize: number;
  /** US dollars per unit of the campaign's currency. */
  usdPerUnit: number;
}

export interface CampaignEstimate {
  /** Per budgetKind, in the campaign's currency. */
  budget: number;
  total_budget: number;
  budget_usd: number;
  reach: number;
  impressions: number;
  limited_by_package: boolean;
  cost_per_thousand_reached: number;
  cost_per_thousand_impressions: number;
}

/**
 * The calculator in a campaign's own currency and budget kind: a daily budget runs every day of the
 * flight; reach asked for is capped by the package and bought by the smallest budget (to a tenth
 * of the currency unit) that reaches it.
 */
export function campaignEstimate(input: CampaignEstimateInput, rates: CalculatorRates = DEFAULT_RATES): CampaignEstimate {
  const per = input.budgetKind === "daily" ? input.days : 1;
  let total: number;
  if (input.mode === "budget") total = (input.budget ?? 0) * per;
  else {
    const usd = reachToBudget(input.reach ?? 0, input.packageSize, rates).budgetUsd;
    total = upToTenth(upToTenth(usd / input.usdPerUnit / per) * per);
  }
  const budget = input.mode === "budget" ? (input.budget ?? 0) : total / per;
  const bought = budgetToReach(total * input.usdPerUnit, input.packageSize, rates);
  return {
    budget: Math.round(budget * 10) / 10,
    total_budget: Math.round(total * 10) / 10,
    budget_usd: cents(total * input.usdPerUnit),
    reach: bought.reach,
    impressions: bought.impressions,
    limited_by_package: bought.limitedByPackage,
    cost_per_thousand_reached: cents(rates.costPerThousandReachedUsd / input.usdPerUnit),
    cost_per_thousand_impressions: cents(rates.costPerThousandImpressionsUsd / input.usdPerUnit),
  };
}

/** A starting bid (the most paid per 1,000 impressions) at the stated impression rate, in the campaign's currency. */
export function defaultBid(usdPerUnit: number, rates: CalculatorRates = DEFAULT_RATES): number {
  return upToTenth(rates.costPerThousandImpressionsUsd / usdPerUnit);
}
