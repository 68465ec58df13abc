/** A subscription's stored status: Stripe's words for the states we keep. */
export const SUBSCRIPTION_STATUSES = ["active", "past_due", "canceled", "incomplete"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export interface SubscriptionState {
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
}

/**
 * Active now: its status is active and, when it was cancelled at period end, the period has not
 * ended. A past-due plan is not active: uploads lock until the payment goes through.
 */
export function isActiveAt(sub: SubscriptionState, now: Date): boolean {
  if (sub.status !== "active") return false;
  return !(sub.cancelAtPeriodEnd && sub.currentPeriodEnd && sub.currentPeriodEnd <= now);
}

/** What the screens say: active, active until the period ends ("canceling"), past due, or ended. */
export type DisplayedStatus = "active" | "canceling" | "past_due" | "incomplete" | "canceled";

export function displayedStatus(sub: SubscriptionState, now: Date): DisplayedStatus {
  if (sub.status === "active") {
    if (!sub.cancelAtPeriodEnd) return "active";
    return isActiveAt(sub, now) ? "canceling" : "canceled";
  }
  return sub.status;
}
