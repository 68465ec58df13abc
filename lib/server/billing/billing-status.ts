import "server-only";
import { hasBillingDetails } from "@/lib/domain/billing/billing-details";
import { planFeatures, planRank } from "@/lib/domain/billing/plans";
import { displayedStatus } from "@/lib/domain/billing/subscription-state";
import { currentSubscription, isEnterprise, isSubscriptionActive } from "@/lib/domain/billing/subscription-status";
import type { BillingStatus, SubscriptionView } from "@/lib/schemas/billing-views";
import type { teams } from "@/lib/server/db/schema";
import { billingAdapter } from "./index";
import { localPeriodEnd } from "./local/local-billing";
import { ownerAudience, type BillingOwner } from "./owner";
import { planView } from "./plan-view";
import { listPlans } from "./plans";
import { planOfRow } from "./row-plan";
import { groupsOf, ownerSubscriptionRows, toSubscriptionLike, type SubscriptionRow } from "./subscription-rows";

export type { BillingStatus, SubscriptionView };

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
