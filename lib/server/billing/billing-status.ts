import "server-only";
import { hasBillingDetails } from "@/lib/domain/billing/billing-details";
import { planFeatures, planRank, type PlanFeature } from "@/lib/domain/billing/plans";
import { displayedStatus, type DisplayedStatus } from "@/lib/domain/billing/subscription-state";
import { currentSubscription, isEnterprise, isSubscriptionActive, type SubscriptionLike } from "@/lib/domain/billing/subscription-status";
import type { teams } from "@/lib/server/db/schema";
import { billingAdapter } from "./index";
import { localPeriodEnd } from "./local/local-billing";
import { ownerAudience, type BillingOwner } from "./owner";
import { planView, type PlanView } from "./plan-view";
import { listPlans } from "./plans";
import { planOfRow } from "./row-plan";
import { groupsOf, ownerSubscriptionRows, toSubscriptionLike, type SubscriptionRow } from "./subscription-rows";

export interface SubscriptionView {
  id: number;
  plan: PlanView;
  /** active, canceling (active until the period ends), past_due (payment failed: uploads locked), incomplete, canceled. */
  status: DisplayedStatus;
  provider: SubscriptionRow["provider"];
  start: string;
  current_period_end: string | null;
  /** When the plan renews; null when it will not (cancelled at period end, or ended). */
  renews_at: string | null;
  cancel_at_period_end: boolean;
}

export interface BillingStatus {
  provider: "local" | "stripe";
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

async function subscriptionView(row: SubscriptionRow, locale: string, now: Date): Promise<SubscriptionView> {
  const plan = await planOfRow(row);
  const status = displayedStatus(row, now);
  const end = row.provider === "local" && status === "active" ? localPeriodEnd(row, plan.interval, now) : row.currentPeriodEnd;
  return {
    id: row.id,
    plan: planView(plan, locale),
    status,
    provider: row.provider,
    start: row.start.toISOString(),
    current_period_end: end?.toISOString() ?? null,
    renews_at: status === "active" ? (end?.toISOString() ?? null) : null,
    cancel_at_period_end: row.cancelAtPeriodEnd,
  };
}

/** Everything a billing screen shows for a team (team plans) or a creator (creator plans). */
export async function billingStatus(owner: BillingOwner, userId: string, locale: string): Promise<BillingStatus> {
  const now = new Date();
  const [rows, groups, plans] = await Promise.all([ownerSubscriptionRows(owner), groupsOf(userId), listPlans(ownerAudience(owner))]);
  const likes = rows.map((row) => ({ ...toSubscriptionLike(row, now), row }));
  const current = currentSubscription(likes);
  const active = isSubscriptionActive(likes, groups);
  const currentPlan = current ? await planOfRow(current.row) : null;
  const view = current ? await subscriptionView(current.row, locale, now) : null;
  const live = Boolean(current?.active);
  const adapter = billingAdapter();
  return {
    provider: adapter.provider,
    public_key: adapter.publicKey(),
    active,
    is_enterprise: isEnterprise(likes),
    features: live && currentPlan ? planFeatures(currentPlan) : [],
    in_audience_creator_group: groups.includes("Audience_creator"),
    subscription: view,
    subscriptions: likes.map(({ start, active: isActive, plan }) => ({ start, active: isActive, plan })),
    plans: plans.map((p) => ({
      ...planView(p, locale),
      current: currentPlan?.code === p.code,
      can_upgrade: Boolean(live && currentPlan && currentPlan.audience === p.audience && planRank(p) > planRank(currentPlan)),
    })),
  };
}

/** The team's billing details (§5) as the billing panel shows them. */
export function billingDetails(team: typeof teams.$inferSelect) {
  const details = { invoice_email: team.invoiceEmail, country: team.country, invoice_name: team.invoiceName };
  return { ...details, present: hasBillingDetails(details) };
}
