import "server-only";
import type Stripe from "stripe";
import type { SubscriptionStatus } from "@/lib/domain/billing/subscription-state";
import type { ProviderSubscriptionState } from "../billing-adapter";

const seconds = (value: number | null | undefined) => (typeof value === "number" ? new Date(value * 1000) : null);

/** Stripe's eight subscription statuses in our four. */
export function ourStatus(status: Stripe.Subscription.Status): SubscriptionStatus {
  switch (status) {
    case "active":
    case "trialing":
      return "active";
    case "past_due":
    case "unpaid":
    case "paused":
      return "past_due";
    case "incomplete":
      return "incomplete";
    default:
      return "canceled";
  }
}

/** A Stripe subscription's state; since the 2025 API versions its period lives on its items. */
export function subscriptionState(sub: Stripe.Subscription): ProviderSubscriptionState {
  const item = sub.items?.data?.[0];
  return {
    status: ourStatus(sub.status),
    cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end || sub.cancel_at),
    currentPeriodStart: seconds(item?.current_period_start),
    currentPeriodEnd: seconds(item?.current_period_end),
  };
}

/** The plan code of a subscription: its price's lookup_key. */
export const subscriptionPlanCode = (sub: Stripe.Subscription): string | null => sub.items?.data?.[0]?.price?.lookup_key ?? null;

export const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === "string" ? value : (value?.id ?? null));

/** The subscription an invoice bills (its parent since the 2025 API versions). */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

export const fromUnix = seconds;
