import "server-only";
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { isActiveAt } from "@/lib/domain/billing/subscription-state";
import { db } from "@/lib/server/db";
import { billingCheckouts, billingCustomers, billingInvoices, billingPlans, subscriptions } from "@/lib/server/db/schema";
import { completeCheckout } from "../complete-checkout";
import { ownerColumns, ownerOf } from "../owner";
import { stripeClient } from "./stripe-client";
import { ownerOfStripeCustomer } from "./stripe-customers";
import { fromUnix, idOf, invoiceSubscriptionId, subscriptionPlanCode, subscriptionState } from "./stripe-shapes";

/** What applying an event did, kept with the event id (and logged when it did nothing). */
export type EventOutcome = "applied" | "ignored" | "unknown_customer" | "unknown_checkout" | "stale";

async function checkoutCompleted(session: Stripe.Checkout.Session, at: Date): Promise<EventOutcome> {
  if (session.mode !== "subscription") return "ignored";
  const database = await db();
  const [checkout] = session.client_reference_id
    ? await database.select().from(billingCheckouts).where(eq(billingCheckouts.id, session.client_reference_id))
    : await database.select().from(billingCheckouts).where(eq(billingCheckouts.providerSessionId, session.id));
  if (!checkout) return "unknown_checkout";
  const customer = idOf(session.customer);
  if (customer) await database.insert(billingCustomers).values({ ...ownerColumns(ownerOf(checkout)), provider: "stripe", customerId: customer }).onConflictDoNothing();
  const subscriptionId = idOf(session.subscription);
  if (!subscriptionId) return "ignored";
  const sub = await stripeClient().subscriptions.retrieve(subscriptionId);
  await completeCheckout(checkout.id, { ...subscriptionState(sub), providerSubscriptionId: sub.id, eventAt: at }, at);
  return "applied";
}

async function subscriptionChanged(sub: Stripe.Subscription, at: Date, deleted: boolean): Promise<EventOutcome> {
  const database = await db();
  const state = subscriptionState(sub);
  if (deleted) state.status = "canceled";
  const [row] = await database.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, sub.id));
  const code = subscriptionPlanCode(sub);
  const [plan] = code ? await database.select().from(billingPlans).where(eq(billingPlans.code, code)) : [];
  const values = {
    status: state.status,
    active: isActiveAt(state, at),
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    currentPeriodStart: state.currentPeriodStart,
    currentPeriodEnd: state.currentPeriodEnd,
    canceledAt: fromUnix(sub.canceled_at),
    providerUpdatedAt: at,
    ...(plan ? { planCode: plan.code, planName: plan.name } : {}),
  };
  if (row) {
    // Stripe does not promise order: an event older than the last one applied changes nothing.
    if (row.providerUpdatedAt && row.providerUpdatedAt > at) return "stale";
    await database.update(subscriptions).set(values).where(eq(subscriptions.id, row.id));
    return "applied";
  }
  const owner = await ownerOfStripeCustomer(idOf(sub.customer) ?? "");
  if (!owner) return "unknown_customer";
  if (!plan) return "ignored";
  // A subscription we have not seen yet (its checkout event is still on its way, or it was made in Stripe).
  await database
    .insert(subscriptions)
    .values({ ...ownerColumns(owner), start: fromUnix(sub.start_date) ?? at, provider: "stripe", providerSubscriptionId: sub.id, ...values, planCode: plan.code, planName: plan.name })
    .onConflictDoNothing();
  return "applied";
}

async function invoiceSettled(invoice: Stripe.Invoice, paid: boolean, at: Date): Promise<EventOutcome> {
  const database = await db();
  const subscriptionId = invoiceSubscriptionId(invoice);
  const [row] = subscriptionId ? await database.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, subscriptionId)) : [];
  const owner = row ? ownerOf(row) : await ownerOfStripeCustomer(idOf(invoice.customer) ?? "");
  if (!owner) return "unknown_customer";
  const line = invoice.lines?.data?.[0];
  const values = {
    ...ownerColumns(owner),
    subscriptionId: row?.id ?? null,
    provider: "stripe" as const,
    providerInvoiceId: invoice.id,
    number: invoice.number,
    description: line?.description ?? row?.planName ?? "Subscription",
    amount: paid ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency.toUpperCase(),
    status: paid ? ("paid" as const) : ("open" as const),
    periodStart: fromUnix(line?.period?.start ?? invoice.period_start),
    periodEnd: fromUnix(line?.period?.end ?? invoice.period_end),
    hostedUrl: invoice.hosted_invoice_url ?? null,
  };
  await database.insert(billingInvoices).values(values).onConflictDoUpdate({ target: billingInvoices.providerInvoiceId, set: { status: values.status, amount: values.amount, hostedUrl: values.hostedUrl, number: values.number } });
  if (row && !(row.providerUpdatedAt && row.providerUpdatedAt > at)) {
    if (!paid) await database.update(subscriptions).set({ status: "past_due", active: false, providerUpdatedAt: at }).where(eq(subscriptions.id, row.id));
    else if (row.status === "past_due") await database.update(subscriptions).set({ status: "active", active: true, providerUpdatedAt: at }).where(eq(subscriptions.id, row.id));
  }
  return "applied";
}

/** Applies one verified Stripe event to our rows. */
export async function applyStripeEvent(event: Stripe.Event): Promise<EventOutcome> {
  const at = new Date(event.created * 1000);
  switch (event.type) {
    case "checkout.session.completed":
      return checkoutCompleted(event.data.object, at);
    case "customer.subscription.updated":
      return subscriptionChanged(event.data.object, at, false);
    case "customer.subscription.deleted":
      return subscriptionChanged(event.data.object, at, true);
    case "invoice.paid":
      return invoiceSettled(event.data.object, true, at);
    case "invoice.payment_failed":
      return invoiceSettled(event.data.object, false, at);
    default:
      return "ignored";
  }
}
