import "server-only";
import type { CalculatorRates } from "@/lib/domain/campaigns/calculator";
import { config } from "@/lib/server/config";

/** The calculator's configured rates, and the US dollars one unit of a currency is worth (null: no rate configured). */
export function planRates(): { rates: CalculatorRates; usdPerUnit: Record<string, number> } {
  const c = config();
  return {
    rates: { costPerThousandReachedUsd: c.TARGETING_COST_PER_1000_REACHED_USD, costPerThousandImpressionsUsd: c.TARGETING_COST_PER_1000_IMPRESSIONS_USD },
    usdPerUnit: c.TARGETING_CURRENCY_USD_RATES,
  };
}

