import "server-only";
import type { z } from "zod";
import { campaignEstimate, defaultBid, flightDays } from "@/lib/domain/campaigns/calculator";
import type { campaignCalculatorSchema } from "@/lib/schemas/campaign-generation";
import type { Identity } from "@/lib/server/auth/identity";
import { requireUser } from "@/lib/server/auth/require-user";
import { findAudienceConfig } from "@/lib/server/audiences/find-audience-config";
import { config } from "@/lib/server/config";
import { fieldError } from "../campaign-plan";
import { NO_PACKAGE_SIZE } from "../adsets";

export const noRate = (currency: string) => `No exchange rate is configured for ${currency} (TARGETING_CURRENCY_USD_RATES).`;

/** The rates the calculator states beside every answer (configurable: see the README's "Targeting sizes"). */
export function calculatorRates() {
  const c = config();
  return { costPerThousandReachedUsd: c.TARGETING_COST_PER_1000_REACHED_USD, costPerThousandImpressionsUsd: c.TARGETING_COST_PER_1000_IMPRESSIONS_USD, usdPerUnit: c.TARGETING_CURRENCY_USD_RATES };
}

/** US dollars per unit of a currency, or a field error naming the currency. */
export function usdPerUnitOf(currency: string): number {
  const rate = calculatorRates().usdPerUnit[currency];
  if (!rate) throw fieldError({ currency: noRate(currency) });
  return rate;
}

/**
 * POST /api/external/campaign-calculator/: budget -> reach and impressions, or reach -> budget, for a
 * saved package of the caller's team (or a size), at the stated rates; a daily budget runs every day
 * of the flight.
 */
export async function calculateCampaign(identity: Identity, input: z.infer<typeof campaignCalculatorSchema>) {
  requireUser(identity);
  const pkg = input.audience_config_id !== undefined ? await findAudienceConfig(identity, input.audience_config_id) : null;
  if (pkg && !pkg.size) throw fieldError({ audience_config_id: NO_PACKAGE_SIZE });
  const packageSize = pkg?.size ?? input.size!;
  const usdPerUnit = usdPerUnitOf(input.currency);
  const rates = calculatorRates();
  const days = input.start && input.end ? flightDays(input.start, input.end) : 1;
  const estimate = campaignEstimate(
    { mode: input.budget ? "budget" : "reach", budget: input.budget ? Number(input.budget) : undefined, reach: input.reach, budgetKind: input.budget_kind, days, packageSize, usdPerUnit },
    rates,
  );
  return {
    ...estimate,
    estimated: true,
    currency: input.currency,
    budget_kind: input.budget_kind,
    days,
    audience_config_id: pkg?.id ?? null,
    package_size: packageSize,
    bid: defaultBid(usdPerUnit, rates),
    rates: { cost_per_1000_reached_usd: rates.costPerThousandReachedUsd, cost_per_1000_impressions_usd: rates.costPerThousandImpressionsUsd, usd_per_unit: usdPerUnit },
  };
}
