import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { isActiveAt } from "@/lib/domain/billing/subscription-state";
import { db } from "@/lib/server/db";
import type { Database } from "@/lib/server/db/client";
import { billingCheckouts, billingInvoices, billingPlans, subscriptions } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import type { ProviderSubscriptionState } from "./billing-adapter";
import { billingAdapter, billingAdapterFor } from "./index";
import { customerInfo } from "./customer-info";
import { ownerColumns, ownerOf, ownerWhere } from "./owner";
import { redeemReferral, referralCredit } from "./referrals";

export type CheckoutRow = typeof billingCheckouts.$inferSelect;

export interface CompletedState extends ProviderSubscriptionState {
  providerSubscriptionId: string | null;
  /** When the provider said so (its event time), for ordering later events. */
  eventAt: Date | null;
}

/** An open checkout's key says "open" so that a second one for the same plan collides; done, it is renamed. */
export const OPEN_KEY_SUFFIX = ":open";

async function completeInTransaction(tx: Database, checkoutId: string, state: CompletedState, now: Date) {
  const [checkout] = await tx.select().from(billingCheckouts).where(eq(billingCheckouts.id, checkoutId)).for("update");
  if (!checkout) throw new AppError("not_found", "Not found.");
  if (checkout.status === "completed" && checkout.subscriptionId) return { checkout, subscriptionId: checkout.subscriptionId, created: false, referrerId: null, siblings: [] };
  const [plan] = await tx.select().from(billingPlans).where(eq(billingPlans.code, checkout.planCode));
  const values = {
    ...ownerColumns(ownerOf(checkout)),
    start: now,
    active: isActiveAt(state, now),
    planName: plan.name,
    planCode: plan.code,
    status: state.status,
    provider: checkout.provider,
    currentPeriodStart: state.currentPeriodStart,
    currentPeriodEnd: state.currentPeriodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    providerSubscriptionId: state.providerSubscriptionId,
    providerUpdatedAt: state.eventAt,
  };
  // A subscription event may have arrived before the checkout event and written the row already.
  const [known] = state.providerSubscriptionId
    ? await tx.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, state.providerSubscriptionId))
    : [];
  const [row] = known
    ? await tx.update(subscriptions).set({ planName: plan.name, planCode: plan.code }).where(eq(subscriptions.id, known.id)).returning()
    : await tx.insert(subscriptions).values(values).returning();
  if (checkout.provider === "local") {
    await tx.insert(billingInvoices).values({
      ...ownerColumns(ownerOf(checkout)),
      subscriptionId: row.id,
      provider: "local",
      description: plan.name,
      amount: plan.amount,
      currency: plan.currency,
      status: "not_charged",
      periodStart: state.currentPeriodStart,
      periodEnd: state.currentPeriodEnd,
    });
  }
  const key = checkout.idempotencyKey.endsWith(OPEN_KEY_SUFFIX) ? `${checkout.idempotencyKey.slice(0, -OPEN_KEY_SUFFIX.length)}:completed:${checkout.id}` : checkout.idempotencyKey;
  await tx.update(billingCheckouts).set({ status: "completed", completedAt: now, subscriptionId: row.id, idempotencyKey: key }).where(eq(billingCheckouts.id, checkout.id));
  // The owner's other open checkouts would buy a second plan: they expire.
  const siblings = await tx
    .update(billingCheckouts)
    .set({ status: "expired", idempotencyKey: sql`${billingCheckouts.idempotencyKey} || ':expired:' || ${billingCheckouts.id}` })
    .where(and(ownerWhere(ownerOf(checkout), billingCheckouts), eq(billingCheckouts.status, "open"), ne(billingCheckouts.id, checkout.id)))
    .returning({ provider: billingCheckouts.provider, sessionId: billingCheckouts.providerSessionId });
  const referrerId = checkout.referralCode && checkout.userId ? await redeemReferral(tx, checkout.referralCode, checkout.userId, row.id) : null;
  return { checkout, subscriptionId: row.id, created: !known, referrerId, siblings };
}

/**
 * Turns a checkout into a subscription, once: a checkout completed twice (a double click, a
 * replayed event) returns the subscription it made the first time. A referral code on the
 * checkout credits both sides, once per new subscriber.
 */
export async function completeCheckout(checkoutId: string, state: CompletedState, now = new Date()): Promise<{ subscriptionId: number; created: boolean }> {
  const database = await db();
  const done = await database.transaction((tx) => completeInTransaction(tx as unknown as Database, checkoutId, state, now));
  await expireAtProvider(done.siblings);
  if (done.referrerId && done.checkout.userId) await creditBoth(done.referrerId, done.checkout.userId);
  return { subscriptionId: done.subscriptionId, created: done.created };
}

/** Closes the expired checkouts' provider sessions too, so that nobody pays for a second plan. */
async function expireAtProvider(siblings: { provider: CheckoutRow["provider"]; sessionId: string | null }[]) {
  for (const { provider, sessionId } of siblings) {
    if (!sessionId) continue;
    try {
      await billingAdapterFor(provider).expireCheckout(sessionId);
    } catch (error) {
      // Already paid or closed on the provider's side: a second payment still arrives as its own subscription.
      console.error(`[billing] could not expire checkout session ${sessionId}`, error);
    }
  }
}

async function creditBoth(referrerId: string, subscriberId: string) {
  const { amount, currency } = referralCredit();
  if (amount <= 0) return;
  const adapter = billingAdapter();
  for (const [userId, why] of [
    [subscriberId, "Referral credit: welcome"],
    [referrerId, "Referral credit: thank you for the referral"],
  ] as const) {
    const owner = { kind: "user", userId } as const;
    try {
      await adapter.applyCredit(owner, await customerInfo(owner), amount, currency, why);
    } catch (error) {
      // The redemption is recorded; the provider's balance can be set by hand from the log.
      console.error(`[billing] referral credit for user ${userId} not applied at the provider`, error);
    }
  }
}
