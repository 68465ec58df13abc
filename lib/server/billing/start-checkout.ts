import "server-only";
import { and, eq } from "drizzle-orm";
import { BILLING_DETAILS_REQUIRED_MESSAGE, hasBillingDetails } from "@/lib/domain/billing/billing-details";
import { isActiveAt } from "@/lib/domain/billing/subscription-state";
import { db } from "@/lib/server/db";
import { billingCheckouts, teams } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import type { CheckoutView } from "@/lib/schemas/billing-views";
import { billingAdapter } from "./index";
import { OPEN_KEY_SUFFIX, type CheckoutRow } from "./complete-checkout";
import { customerInfo } from "./customer-info";
import { ownerAudience, ownerColumns, ownerKey, type BillingOwner } from "./owner";
import { requirePlanFor } from "./plans";
import { referralRefusalFor } from "./referrals";
import { checkoutUrls } from "./return-urls";
import { currentSubscriptionRow } from "./subscription-rows";

export const ALREADY_SUBSCRIBED_MESSAGE = "There is already an active plan: upgrade or cancel it instead.";
export const PAST_DUE_MESSAGE = "The current plan's payment failed: update the card in the billing portal instead of buying again.";
/** A checkout left open this long is not reused (Stripe's sessions expire after 24 hours). */
const OPEN_CHECKOUT_REUSE_MS = 23 * 60 * 60 * 1000;

export type { CheckoutView };

export const checkoutView = (c: CheckoutRow): CheckoutView => ({ id: c.id, provider: c.provider, plan: c.planCode, status: c.status, url: c.url, subscription_id: c.subscriptionId });

export interface StartCheckoutInput {
  owner: BillingOwner;
  team: typeof teams.$inferSelect | null;
  createdBy: string;
  planCode: string;
  /** The client's key for this submission; without one, an open checkout of the same plan is reused. */
  idempotencyKey?: string;
  referralCode?: string;
}

async function refuseWhenSubscribed(owner: BillingOwner) {
  const current = await currentSubscriptionRow(owner);
  if (!current) return;
  if (current.status === "past_due") throw new AppError("conflict", PAST_DUE_MESSAGE);
  if (current.active && isActiveAt(current, new Date())) throw new AppError("conflict", ALREADY_SUBSCRIBED_MESSAGE);
}

/** Opens (or finds again) the checkout for one plan; the same submission twice is one checkout. */
export async function startCheckout(input: StartCheckoutInput): Promise<CheckoutView> {
  const { owner, team, createdBy } = input;
  const plan = await requirePlanFor(input.planCode, ownerAudience(owner));
  if (team && !hasBillingDetails({ invoice_email: team.invoiceEmail, country: team.country, invoice_name: team.invoiceName })) {
    throw new AppError("unprocessable", BILLING_DETAILS_REQUIRED_MESSAGE);
  }
  const database = await db();
  if (input.referralCode && owner.kind === "user") {
    const refusal = await referralRefusalFor(database, input.referralCode, owner.userId);
    if (refusal) throw new AppError("unprocessable", refusal, { referral_code: [refusal] });
  }
  const adapter = billingAdapter();
  const key = input.idempotencyKey ? `${ownerKey(owner)}:client:${input.idempotencyKey}` : `${ownerKey(owner)}:${adapter.provider}:${plan.code}${OPEN_KEY_SUFFIX}`;
  const [same] = await database.select().from(billingCheckouts).where(eq(billingCheckouts.idempotencyKey, key));
  if (same && (same.status === "completed" || Date.now() - same.createdAt.getTime() < OPEN_CHECKOUT_REUSE_MS)) {
    if (same.planCode !== plan.code) throw new AppError("conflict", "This idempotency key was used for another plan.");
    return checkoutView(same);
  }
  if (same) await database.update(billingCheckouts).set({ status: "expired", idempotencyKey: `${key}:expired:${same.id}` }).where(eq(billingCheckouts.id, same.id));
  await refuseWhenSubscribed(owner);

  const [created] = await database
    .insert(billingCheckouts)
    .values({ ...ownerColumns(owner), createdBy, planCode: plan.code, provider: adapter.provider, idempotencyKey: key, referralCode: input.referralCode ?? null })
    .onConflictDoNothing()
    .returning();
  // Lost a race with the same submission: answer with the winner's checkout.
  if (!created) return checkoutView((await database.select().from(billingCheckouts).where(eq(billingCheckouts.idempotencyKey, key)))[0]);
  try {
    const urls = checkoutUrls(owner, created.id, team?.slug ?? null);
    const { url, sessionId } = await adapter.startCheckout({ checkoutId: created.id, owner, plan, customer: await customerInfo(owner), ...urls });
    const [saved] = await database.update(billingCheckouts).set({ url, providerSessionId: sessionId }).where(and(eq(billingCheckouts.id, created.id))).returning();
    return checkoutView(saved);
  } catch (error) {
    await database.delete(billingCheckouts).where(eq(billingCheckouts.id, created.id));
    throw error;
  }
}
