import type { Plan, PlanFeature } from "@/lib/domain/billing/plans";
import type { DisplayedStatus } from "@/lib/domain/billing/subscription-state";
import type { SubscriptionLike } from "@/lib/domain/billing/subscription-status";

// What the billing endpoints answer (docs/billing.md), shared by the handlers and the screens.

export type BillingProvider = "local" | "stripe";

/** A plan as the screens show it: the catalogue entry, its price in the caller's language and what it unlocks. */
export interface PlanView extends Plan {
  /** e.g. "€49.00". */
  price: string;
  features: PlanFeature[];
}

export interface SubscriptionView {
  id: number;
  plan: PlanView;
  /** active, canceling (active until the period ends), past_due (payment failed: uploads locked), incomplete, canceled. */
  status: DisplayedStatus;
  provider: BillingProvider;
  start: string;
  current_period_end: string | null;
  /** When the plan renews; null when it will not (cancelled at period end, or ended). */
  renews_at: string | null;
  cancel_at_period_end: boolean;
}

export interface BillingStatus {
  provider: BillingProvider;
  public_key: string | null;
  /** The spec's rule: the current subscription is active, or the caller is in Audience_creator. */
  active: boolean;
  is_enterprise: boolean;
  features: PlanFeature[];
  in_audience_creator_group: boolean;
  subscription: SubscriptionView | null;
  /** Every subscription period in the spec's shape, latest start first. */
  subscriptions: SubscriptionLike[];
  /** The plans on offer; can_upgrade marks those the current plan can move up to. */
  plans: (PlanView & { current: boolean; can_upgrade: boolean })[];
}

export interface BillingDetailsView {
  invoice_email: string | null;
  country: string | null;
  invoice_name: string | null;
  present: boolean;
}

export interface TeamBillingStatus extends BillingStatus {
  team: { id: string; slug: string; name: string };
  can_manage: boolean;
  billing_details: BillingDetailsView;
}

export interface CreditView {
  amount: number;
  currency: string;
  display: string;
}

export interface CreatorBillingInfo extends BillingStatus {
  referral: { code: string; credit: CreditView } | null;
  credit: CreditView & { referrals: number };
}

export interface CheckoutView {
  id: string;
  provider: BillingProvider;
  plan: string;
  status: "open" | "completed" | "expired";
  /** Where to send the buyer: Stripe Checkout, or the local provider's confirmation page. */
  url: string | null;
  subscription_id: number | null;
}

export interface CheckoutDetail extends CheckoutView {
  plan_detail: PlanView | null;
  charges_card: boolean;
  /** Where the buyer goes once the plan is active, or when they turn back. */
  success_url: string;
  cancel_url: string;
}

export interface InvoiceView {
  id: number;
  number: string | null;
  description: string;
  amount: number;
  currency: string;
  /** The amount in the caller's language. */
  amount_display: string;
  /** paid (Stripe took it), open (payment failed or pending), not_charged (local provider: no card taken). */
  status: "paid" | "open" | "not_charged";
  period_start: string | null;
  period_end: string | null;
  /** Stripe's hosted invoice page, when there is one. */
  hosted_url: string | null;
  created: string;
}
