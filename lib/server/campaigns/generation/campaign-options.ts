import "server-only";
import { desc, eq } from "drizzle-orm";
import type { z } from "zod";
import { campaignEstimate, defaultBid, flightDays } from "@/lib/domain/campaigns/calculator";
import { OBJECTIVES } from "@/lib/domain/campaigns/objectives";
import { rankPackages } from "@/lib/domain/campaigns/package-match";
import { BUDGET_CHOICES } from "@/lib/domain/targeting/options";
import type { campaignOptionsSchema } from "@/lib/schemas/campaign-generation";
import type { Identity } from "@/lib/server/auth/identity";
import { db } from "@/lib/server/db";
import { audienceConfigs } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import { requireTeamMember } from "@/lib/server/teams/team-access";
import { calculatorRates } from "./calculate-campaign";
import { extractParameters } from "./extract-parameters";
import type { ParameterExtractor } from "./parameter-extractor";

/** The spec's client shows any message containing "No audience found" as exactly that. */
export const NO_AUDIENCE = "No audience found: this team has no saved targeting package with a size yet. Save one from the audience creator first.";

/**
 * POST /api/external/campaign-options/: the description's parameters and the team's saved packages
 * an ad set can target, the best fit first (what each shares with the stated audience), each with
 * the calculator's estimate for the stated budget; the choices the stepper offers beside them.
 */
export async function campaignOptions(identity: Identity, input: z.infer<typeof campaignOptionsSchema>, extractor?: ParameterExtractor) {
  const { team } = await requireTeamMember(identity, input.team);
  const parameters = await extractParameters(identity, input, extractor);
  const rows = await (await db()).select().from(audienceConfigs).where(eq(audienceConfigs.teamId, team.id)).orderBy(desc(audienceConfigs.createdAt), desc(audienceConfigs.id));
  const ranked = rankPackages(rows.map((r) => ({ id: r.id, name: r.name, description: r.description, size: r.size, countries: r.countries, targeting_package: r.targetingPackage })), parameters.targeting);
  if (!ranked.length) throw new AppError("unprocessable", NO_AUDIENCE);
  const rates = calculatorRates();
  const usdPerUnit = parameters.currency ? (rates.usdPerUnit[parameters.currency] ?? null) : null;
  const days = parameters.start && parameters.end ? flightDays(parameters.start, parameters.end) : 1;
  const estimateFor = (size: number) =>
    parameters.budget && usdPerUnit ? campaignEstimate({ mode: "budget", budget: Number(parameters.budget), budgetKind: parameters.budget_kind, days, packageSize: size, usdPerUnit }, rates) : null;
  return {
    parameters,
    packages: ranked.map(({ pkg, matches }) => ({ id: pkg.id, name: pkg.name, size: pkg.size, matches, estimate: estimateFor(pkg.size!) })),
    best: ranked[0].matches.length ? ranked[0].pkg.id : null,
    objectives: OBJECTIVES,
    budget_choices: BUDGET_CHOICES,
    bid: usdPerUnit ? defaultBid(usdPerUnit, rates) : null,
  };
}
