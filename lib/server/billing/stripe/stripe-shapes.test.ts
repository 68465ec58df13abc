import { describe, expect, it } from "vitest";
import type Stripe from "stripe";
import shapes from "@/tests/support/stripe-stub/shapes.json";
import { invoiceSubscriptionId, ourStatus, subscriptionPlanCode, subscriptionState } from "./stripe-shapes";

describe("reading Stripe's objects", () => {
  it("maps Stripe's eight subscription statuses onto ours", () => {
    const statuses: Stripe.Subscription.Status[] = ["active", "trialing", "past_due", "unpaid", "paused", "incomplete", "incomplete_expired", "canceled"];
    expect(statuses.map(ourStatus)).toEqual(["active", "active", "past_due", "past_due", "past_due", "incomplete", "canceled", "canceled"]);
  });

  it("reads a subscription's period from its first item and its plan from the price's lookup key", () => {
    const sub = { ...shapes.subscription, cancel_at: null, cancel_at_period_end: false } as unknown as Stripe.Subscription;
    const item = sub.items.data[0];
    expect(subscriptionState(sub)).toEqual({
      status: "active",
      cancelAtPeriodEnd: false,
      currentPeriodStart: new Date(item.current_period_start * 1000),
      currentPeriodEnd: new Date(item.current_period_end * 1000),
    });
    expect(subscriptionPlanCode(sub)).toBeNull();
    expect(subscriptionState({ ...sub, cancel_at: 1_900_000_000 } as Stripe.Subscription).cancelAtPeriodEnd).toBe(true);
  });

  it("finds an invoice's subscription under parent.subscription_details", () => {
    const invoice = shapes.invoice as unknown as Stripe.Invoice;
    expect(invoiceSubscriptionId(invoice)).toBe("subscription");
    expect(invoiceSubscriptionId({ ...invoice, parent: null } as Stripe.Invoice)).toBeNull();
  });
});
