import "server-only";
import type { PlanRow } from "./plans";
import type { BillingOwner } from "./owner";
import type { SubscriptionRow } from "./subscription-rows";
import type { SubscriptionStatus } from "@/lib/domain/billing/subscription-state";

/** Who pays, as the provider's customer record should name them. */
export interface CustomerInfo {
  email: string | null;
  name: string | null;
  /** ISO 3166 alpha-2 when the team's country could be read as one. */
  country: string | null;
}

/** A subscription's state as the provider now reports it, written onto our row. */
export interface ProviderSubscriptionState {
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
}

/**
 * What differs between billing providers. Everything else (rules, rows, invoices we keep) is
 * shared in the use cases beside this file.
 */
export interface BillingAdapter {
  readonly provider: "local" | "stripe";
  /** The key the browser may see (Stripe's publishable key); null for the local provider. */
  publicKey(): string | null;
  /** Opens a checkout for one plan; the URL is where the buyer confirms (and pays, with Stripe). */
  startCheckout(input: {
    checkoutId: string;
    owner: BillingOwner;
    plan: PlanRow;
    customer: CustomerInfo;
    successUrl: string;
    cancelUrl: string;
    localConfirmUrl: string;
  }): Promise<{ url: string; sessionId: string | null }>;
  /** Closes a checkout nobody should pay any more (another one of the same owner completed). */
  expireCheckout(sessionId: string): Promise<void>;
  /** Moves a live subscription from its plan to another one now, prorated. */
  changePlan(sub: SubscriptionRow, from: PlanRow, to: PlanRow, now: Date): Promise<ProviderSubscriptionState>;
  /** Sets or clears cancellation at the end of the current period. */
  setCancelAtPeriodEnd(sub: SubscriptionRow, plan: PlanRow, cancel: boolean, now: Date): Promise<ProviderSubscriptionState>;
  /** The provider's page for cards and invoices. */
  portalUrl(owner: BillingOwner, returnUrl: string): Promise<string>;
  /** Gives the owner a credit against future invoices. */
  applyCredit(owner: BillingOwner, customer: CustomerInfo, amount: number, currency: string, description: string): Promise<void>;
}
