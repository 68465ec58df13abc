import "server-only";
import type { SubscriptionRow } from "./subscription-rows";
import { findPlan, type PlanRow } from "./plans";

/**
 * The plan of a subscription row. Rows written before plans were in the database carry only a
 * name: they are read as a plan of that name, yearly when the name says so, with no price.
 */
export async function planOfRow(row: SubscriptionRow): Promise<PlanRow> {
  const plan = row.planCode ? await findPlan(row.planCode) : null;
  if (plan) return plan;
  return {
    code: row.planCode ?? "",
    audience: row.teamId ? "team" : "creator",
    name: row.planName,
    amount: 0,
    currency: "EUR",
    interval: /year/i.test(row.planName) ? "year" : "month",
    available: false,
  };
}
