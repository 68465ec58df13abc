import "server-only";
import { eq } from "drizzle-orm";
import { prorationAmount } from "@/lib/domain/billing/periods";
import { upgradeRefusal } from "@/lib/domain/billing/plans";
import { isActiveAt } from "@/lib/domain/billing/subscription-state";
import { db } from "@/lib/server/db";
import { billingInvoices, subscriptions } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import { billingAdapterFor } from "./index";
import { localPeriodEnd } from "./local/local-billing";
import { ownerAudience, ownerColumns, type BillingOwner } from "./owner";
import { requirePlanFor } from "./plans";
import { planOfRow } from "./row-plan";
import { currentSubscriptionRow, type SubscriptionRow } from "./subscription-rows";
import { addInterval } from "@/lib/domain/billing/periods";

export const NO_ACTIVE_PLAN_MESSAGE = "There is no active plan to change: start a checkout instead.";

/** The owner's current subscription when it is active now (409 otherwise). */
export async function requireLiveSubscription(owner: BillingOwner): Promise<SubscriptionRow> {
  const current = await currentSubscriptionRow(owner);
  if (!current || !current.active || !isActiveAt(current, new Date())) throw new AppError("conflict", NO_ACTIVE_PLAN_MESSAGE);
  return current;
}

/**
 * Upgrades the current plan now, prorated: Stripe invoices the difference at once; the local
 * provider writes the same prorated amount as a "not charged" invoice.
 */
export async function upgradePlan(owner: BillingOwner, planCode: string): Promise<SubscriptionRow> {
  const current = await requireLiveSubscription(owner);
  const [from, to] = await Promise.all([planOfRow(current), requirePlanFor(planCode, ownerAudience(owner))]);
  const refusal = upgradeRefusal(from, to);
  if (refusal) throw new AppError("unprocessable", refusal, { plan: [refusal] });
  const now = new Date();
  const adapter = billingAdapterFor(current.provider);
  const state = await adapter.changePlan(current, from, to, now);
  const database = await db();
  const [row] = await database
    .update(subscriptions)
    .set({ planCode: to.code, planName: to.name, status: state.status, active: isActiveAt(state, now), cancelAtPeriodEnd: state.cancelAtPeriodEnd, canceledAt: null, currentPeriodStart: state.currentPeriodStart, currentPeriodEnd: state.currentPeriodEnd })
    .where(eq(subscriptions.id, current.id))
    .returning();
  if (adapter.provider === "local") {
    const periodEnd = localPeriodEnd(current, from.interval, now);
    const amount = prorationAmount({ oldAmount: from.amount, newAmount: to.amount, sameInterval: from.interval === to.interval, periodStart: addInterval(periodEnd, from.interval, -1), periodEnd, now });
    await database.insert(billingInvoices).values({
      ...ownerColumns(owner),
      subscriptionId: row.id,
      provider: "local",
      description: `${from.name} → ${to.name} (prorated)`,
      amount,
      currency: to.currency,
      status: "not_charged",
      periodStart: now,
      periodEnd: state.currentPeriodEnd,
    });
  }
  return row;
}
