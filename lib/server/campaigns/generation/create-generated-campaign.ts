import "server-only";
import type { z } from "zod";
import { committedMicros } from "@/lib/domain/campaigns/campaign-rules";
import { defaultBid } from "@/lib/domain/campaigns/calculator";
import { specCurrency } from "@/lib/domain/targeting/options";
import type { campaignGenerationCreateSchema } from "@/lib/schemas/campaign-generation";
import type { Identity } from "@/lib/server/auth/identity";
import { requireUser } from "@/lib/server/auth/require-user";
import { viaAds } from "@/lib/server/ads/ads-errors";
import { AppError } from "@/lib/server/http/app-error";
import { requireTeamMember } from "@/lib/server/teams/team-access";
import { NO_INSTRUMENT, planOf } from "../campaign-plan";
import { createCampaign } from "../campaigns";
import { teamWithAccount } from "../team-ad-entities";
import { calculatorRates, noRate } from "./calculate-campaign";
import { requireOwnEmail } from "./extract-parameters";

type Input = z.infer<typeof campaignGenerationCreateSchema>;

/** The campaign endpoint's field names as the stepper's (one budget with its kind; start and end). */
const FIELD_NAMES: Record<string, string> = { daily_budget: "budget", total_budget: "budget", start_time: "start", end_time: "end" };

function renamedFields(error: unknown): unknown {
  if (!(error instanceof AppError) || !error.fields) return error;
  const fields: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(error.fields)) fields[FIELD_NAMES[k] ?? k] = [...(fields[FIELD_NAMES[k] ?? k] ?? []), ...v];
  return new AppError(error.code, error.message, fields, error.headers);
}

/**
 * The funding instrument named, or the ad account's first active one that can pay for the budget
 * (else its first that can fund at all, and the budget check says why it is not enough).
 */
async function instrumentFor(identity: Identity, input: Input) {
  const { account, ads } = await teamWithAccount(identity, input.team, input.ad_account_id);
  const usable = (await viaAds(() => ads.fundingInstruments(account))).filter((f) => f.entity_status === "ACTIVE" && f.able_to_fund);
  const need = committedMicros(planOf(fields(input, "")));
  const chosen = input.funding_instrument_id ? usable.find((f) => f.id === input.funding_instrument_id) : (usable.find((f) => f.credit_remaining_local_micro === null || f.credit_remaining_local_micro >= need) ?? usable[0]);
  if (!chosen) throw new AppError("bad_request", NO_INSTRUMENT, { funding_instrument_id: [NO_INSTRUMENT] });
  return chosen;
}

/** The bid given, or the calculator's starting bid in the instrument's currency. */
function bidFor(input: Input, currency: string): string {
  if (input.bid) return input.bid;
  const rate = calculatorRates().usdPerUnit[specCurrency(currency)];
  if (!rate) throw new AppError("bad_request", noRate(currency), { bid: [`Give a bid: ${noRate(currency)}`] });
  return String(defaultBid(rate, calculatorRates()));
}

function fields(input: Input, fundingInstrumentId: string) {
  return {
    team: input.team,
    ad_account_id: input.ad_account_id,
    name: input.name,
    funding_instrument_id: fundingInstrumentId,
    daily_budget: input.budget_kind === "daily" ? input.budget : "",
    total_budget: input.budget_kind === "lifetime" ? input.budget : "",
    start_time: input.start,
    end_time: input.end,
    entity_status: input.entity_status,
  };
}

/**
 * POST /api/external/campaign-create/: the stepper's campaign through the ads adapter: a campaign
 * with one ad set on the saved package and one ad, all made or none (as POST /api/campaigns/).
 * Without a funding instrument or bid it takes the account's first instrument that can pay and
 * the calculator's starting bid in that instrument's currency.
 */
export async function createGeneratedCampaign(identity: Identity, input: Input) {
  const user = requireUser(identity);
  await requireTeamMember(identity, input.team);
  requireOwnEmail(user.email, input.email);
  try {
    const instrument = await instrumentFor(identity, input);
    return await createCampaign(identity, {
      ...fields(input, instrument.id),
      adset: { name: input.name, objective: input.objective, placements: [], bid: bidFor(input, instrument.currency), audience_config_id: input.audience_config_id },
      ad: input.ad,
    });
  } catch (error) {
    throw renamedFields(error);
  }
}
