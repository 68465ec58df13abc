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
