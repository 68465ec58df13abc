import "server-only";
import { addInterval, renewalAfter } from "@/lib/domain/billing/periods";
import { AppError } from "@/lib/server/http/app-error";
import type { BillingAdapter } from "../billing-adapter";
import type { SubscriptionRow } from "../subscription-rows";
import type { PlanRow } from "../plans";

export const LOCAL_PORTAL_MESSAGE = "The local billing provider keeps no cards: your invoices are listed on this page.";

/** The local period end as of now: local plans renew by themselves (no card is taken) unless cancelled. */
export function localPeriodEnd(sub: Pick<SubscriptionRow, "start" | "currentPeriodEnd" | "cancelAtPeriodEnd">, interval: PlanRow["interval"], now: Date): Date {
  const end = sub.currentPeriodEnd ?? addInterval(sub.start, interval);
  return sub.cancelAtPeriodEnd ? end : renewalAfter(end, interval, now);
}

/**
 * The local provider: plans live in our database, checkout is a confirmation page of ours that
 * activates the plan at once, and nothing is ever charged (its invoices say "not charged").
 */
export const localBilling: BillingAdapter = {
  provider: "local",
  publicKey: () => null,
  async startCheckout({ localConfirmUrl }) {
    return { url: localConfirmUrl, sessionId: null };
  },
  async expireCheckout() {
    // Our own confirmation page refuses an expired checkout: nothing else to close.
  },
  async changePlan(sub, from, to, now) {
    if (to.interval === from.interval) {
      // Same interval: the period goes on at the new price.
      const end = localPeriodEnd(sub, from.interval, now);
      return { status: "active", cancelAtPeriodEnd: false, currentPeriodStart: addInterval(end, from.interval, -1), currentPeriodEnd: end };
    }
    // Another interval: a new period starts now.
    return { status: "active", cancelAtPeriodEnd: false, currentPeriodStart: now, currentPeriodEnd: addInterval(now, to.interval) };
  },
  async setCancelAtPeriodEnd(sub, plan, cancel, now) {
    const end = localPeriodEnd({ ...sub, cancelAtPeriodEnd: false }, plan.interval, now);
    return { status: "active", cancelAtPeriodEnd: cancel, currentPeriodStart: addInterval(end, plan.interval, -1), currentPeriodEnd: end };
  },
  async portalUrl() {
    throw new AppError("unprocessable", LOCAL_PORTAL_MESSAGE);
  },
  async applyCredit() {
    // Nothing to tell anyone: the credit is the redemption row, and local invoices charge nothing.
  },
};
