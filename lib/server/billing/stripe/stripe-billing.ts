import "server-only";
import { config } from "@/lib/server/config";
import { AppError } from "@/lib/server/http/app-error";
import type { BillingAdapter } from "../billing-adapter";
import { ownerKey } from "../owner";
import type { PlanRow } from "../plans";
import type { SubscriptionRow } from "../subscription-rows";
import { stripeClient } from "./stripe-client";
import { ensureStripeCustomer, stripeCustomerOf } from "./stripe-customers";
import { callStripe } from "./stripe-errors";
import { subscriptionState } from "./stripe-shapes";

export const NO_STRIPE_PRICE_MESSAGE = "This plan cannot be bought yet: it has no price in Stripe.";

/** The recurring price for a plan: the active price whose lookup_key is the plan's code. */
async function priceFor(plan: PlanRow): Promise<string> {
  const prices = await callStripe("price lookup", () => stripeClient().prices.list({ lookup_keys: [plan.code], active: true, limit: 1 }));
  const price = prices.data[0];
  if (!price) {
    console.error(`[billing] no active Stripe price with lookup_key ${plan.code}`);
    throw new AppError("unprocessable", NO_STRIPE_PRICE_MESSAGE);
  }
  return price.id;
}

function stripeSubscriptionId(sub: SubscriptionRow): string {
  if (!sub.providerSubscriptionId) throw new AppError("conflict", "This subscription is not managed by Stripe.");
  return sub.providerSubscriptionId;
}

/** Stripe: Checkout Sessions, prorated plan changes, cancel at period end, the customer portal, balance credits. */
export const stripeBilling: BillingAdapter = {
  provider: "stripe",
  publicKey: () => config().STRIPE_PUBLISHABLE_KEY,
  async startCheckout({ checkoutId, owner, plan, customer, successUrl, cancelUrl }) {
    const [customerId, price] = await Promise.all([ensureStripeCustomer(owner, customer), priceFor(plan)]);
    const metadata = { murmur_checkout: checkoutId, murmur_owner: ownerKey(owner), murmur_plan: plan.code };
    const session = await callStripe("checkout session create", () =>
      stripeClient().checkout.sessions.create(
        {
          mode: "subscription",
          customer: customerId,
          client_reference_id: checkoutId,
          line_items: [{ price, quantity: 1 }],
          success_url: successUrl,
          cancel_url: cancelUrl,
          metadata,
          subscription_data: { metadata },
        },
        // The same checkout asked twice is one session.
        { idempotencyKey: `murmur-checkout-${checkoutId}` },
      ),
    );
    if (!session.url) throw new AppError("bad_gateway", "The payment provider gave no checkout page. Please try again.");
    return { url: session.url, sessionId: session.id };
  },
  async expireCheckout(sessionId) {
    await callStripe("checkout session expire", () => stripeClient().checkout.sessions.expire(sessionId));
  },
  async changePlan(sub, _from, to) {
    const id = stripeSubscriptionId(sub);
    const stripe = stripeClient();
    const [current, price] = await Promise.all([callStripe("subscription retrieve", () => stripe.subscriptions.retrieve(id)), priceFor(to)]);
    const item = current.items.data[0];
    const updated = await callStripe("subscription update", () =>
      stripe.subscriptions.update(id, {
        items: [{ id: item.id, price }],
        // Charge the difference now rather than on the next invoice.
        proration_behavior: "always_invoice",
        cancel_at_period_end: false,
        metadata: { ...current.metadata, murmur_plan: to.code },
      }),
    );
    return subscriptionState(updated);
  },
  async setCancelAtPeriodEnd(sub, _plan, cancel) {
    const id = stripeSubscriptionId(sub);
    const updated = await callStripe("subscription update", () => stripeClient().subscriptions.update(id, { cancel_at_period_end: cancel }));
    return subscriptionState(updated);
  },
  async portalUrl(owner, returnUrl) {
    const customer = await stripeCustomerOf(owner);
    if (!customer) throw new AppError("conflict", "There is nothing to manage yet: buy a plan first.");
    const session = await callStripe("portal session create", () => stripeClient().billingPortal.sessions.create({ customer, return_url: returnUrl }));
    return session.url;
  },
  async applyCredit(owner, info, amount, currency, description) {
    const customer = await ensureStripeCustomer(owner, info);
    // A negative balance is a credit Stripe takes off the next invoices.
    await callStripe("balance credit", () => stripeClient().customers.createBalanceTransaction(customer, { amount: -amount, currency: currency.toLowerCase(), description }));
  },
};
