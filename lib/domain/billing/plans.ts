import { isEnterprisePlan } from "./subscription-status";

/** Team plans are bought by a team's admins (dashboard); creator plans by a creator for Deep Thought. */
export const PLAN_AUDIENCES = ["team", "creator"] as const;
export type PlanAudience = (typeof PLAN_AUDIENCES)[number];
export const PLAN_INTERVALS = ["month", "year"] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];

export interface Plan {
  /** Stable id; with Stripe it is also the lookup_key of the plan's recurring price. */
  code: string;
  audience: PlanAudience;
  name: string;
  /** Price per interval in the currency's minor unit (cents; yen have none). */
  amount: number;
  currency: string;
  interval: PlanInterval;
}

/** The plans a fresh installation offers (seeded into the plans table; editable there). */
export const DEFAULT_PLANS: readonly Plan[] = [
  { code: "team_monthly", audience: "team", name: "Team monthly", amount: 4_900, currency: "EUR", interval: "month" },
  { code: "team_yearly", audience: "team", name: "Team yearly", amount: 49_000, currency: "EUR", interval: "year" },
  { code: "enterprise_monthly", audience: "team", name: "Enterprise monthly", amount: 19_900, currency: "EUR", interval: "month" },
  { code: "enterprise_yearly", audience: "team", name: "Enterprise yearly", amount: 199_000, currency: "EUR", interval: "year" },
  { code: "creator_monthly", audience: "creator", name: "Creator monthly", amount: 900, currency: "EUR", interval: "month" },
  { code: "creator_yearly", audience: "creator", name: "Creator yearly", amount: 9_000, currency: "EUR", interval: "year" },
];

/**
 * What an active plan unlocks. upload_audiences: uploading audiences to X (§6); enterprise_tier:
 * the spec's enterprise flag (§4); deep_thought: the creator suite's data pages.
 */
export type PlanFeature = "upload_audiences" | "enterprise_tier" | "deep_thought";

export function planFeatures(plan: Pick<Plan, "audience" | "name">): PlanFeature[] {
  if (plan.audience === "creator") return ["deep_thought"];
  return isEnterprisePlan(plan.name) ? ["upload_audiences", "enterprise_tier"] : ["upload_audiences"];
}

/** Enterprise above team, then yearly above monthly: the order plans are shown and upgraded in. */
export function planRank(plan: Pick<Plan, "name" | "interval">): number {
  return (isEnterprisePlan(plan.name) ? 20 : 10) + (plan.interval === "year" ? 2 : 1);
}

export const UPGRADE_ONLY_MESSAGE = "Choose a plan above your current one; to move to a smaller plan, cancel and subscribe again when the period ends.";
export const OTHER_AUDIENCE_MESSAGE = "This plan is not offered here.";

/** Why moving from one plan to another is not an upgrade, or null when it is one. */
export function upgradeRefusal(from: Pick<Plan, "code" | "audience" | "name" | "interval">, to: Pick<Plan, "code" | "audience" | "name" | "interval">): string | null {
  if (from.audience !== to.audience) return OTHER_AUDIENCE_MESSAGE;
  return planRank(to) > planRank(from) ? null : UPGRADE_ONLY_MESSAGE;
}
