import "server-only";
import { eq } from "drizzle-orm";
import { isActiveAt } from "@/lib/domain/billing/subscription-state";
import { db } from "@/lib/server/db";
import { subscriptions } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import { requireLiveSubscription } from "./change-plan";
import { billingAdapterFor } from "./index";
import type { BillingOwner } from "./owner";
import { planOfRow } from "./row-plan";
import type { SubscriptionRow } from "./subscription-rows";

/**
 * Cancels at the end of the paid period (the plan stays active until then), or takes that back
 * while the period lasts. Asking for what is already so changes nothing.
 */
export async function setCancelAtPeriodEnd(owner: BillingOwner, cancel: boolean): Promise<SubscriptionRow> {
  const current = await requireLiveSubscription(owner);
  if (current.cancelAtPeriodEnd === cancel) return current;
  if (current.status !== "active") throw new AppError("conflict", "Only an active plan can be cancelled or resumed.");
  const now = new Date();
  const state = await billingAdapterFor(current.provider).setCancelAtPeriodEnd(current, await planOfRow(current), cancel, now);
  const [row] = await (await db())
    .update(subscriptions)
    .set({ status: state.status, active: isActiveAt(state, now), cancelAtPeriodEnd: state.cancelAtPeriodEnd, canceledAt: cancel ? now : null, currentPeriodStart: state.currentPeriodStart, currentPeriodEnd: state.currentPeriodEnd })
    .where(eq(subscriptions.id, current.id))
    .returning();
  return row;
}
