import type { Currency } from "../../targeting/options";
import type { Objective } from "../objectives";
import { budgetText, statedBudget } from "./amount";
import { statedAudience, type StatedAudience } from "./audience";
import { statedFlight } from "./dates";
import { statedObjective } from "./objective";

/*
 * The local, rule-based reading of a campaign description (the default of extract-parameters when
 * no chat model is configured): what it states, and null for what it does not.
 */

export interface CampaignParameters {
  name: string;
  objective: Objective | null;
  budget: string | null;
  currency: Currency | null;
  budget_kind: "lifetime" | "daily";
  start: string | null;
  end: string | null;
  targeting: StatedAudience;
}

const NAME_MAX = 60;

/** A campaign name from the description's first sentence, cut at a word under 60 characters. */
export function nameFrom(description: string): string {
  const first = description.trim().split(/(?<=[.!?。！？])\s*|\n/)[0].replace(/[.!?。！？]+$/, "").trim();
  if (first.length <= NAME_MAX) return first;
  const cut = first.slice(0, NAME_MAX);
  const space = cut.lastIndexOf(" ");
  return (space > 20 ? cut.slice(0, space) : cut).trim();
}

export function extractCampaignParameters(description: string, today: string): CampaignParameters {
  // Full-width digits and signs ("３０万円", "＄") read as their plain forms.
  const text = description.normalize("NFKC");
  const budget = statedBudget(text);
  const flight = statedFlight(text, today);
  return {
    name: nameFrom(description),
    objective: statedObjective(text),
    budget: budget ? budgetText(budget.amount) : null,
    currency: budget?.currency ?? null,
    budget_kind: budget?.kind ?? "lifetime",
    start: flight.start,
    end: flight.end,
    targeting: statedAudience(text),
  };
}

/** Whether anything at all was read (a description naming nothing cannot set up a campaign). */
export function statesAnything(p: CampaignParameters): boolean {
  const t = p.targeting;
  return Boolean(p.objective || p.budget || p.start || p.end || t.handles.length || t.hashtags.length || t.keywords.length || t.countries.length || t.languages.length || t.gender !== "ANY" || t.age !== "AGE_ANY");
}
