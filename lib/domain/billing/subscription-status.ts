/** The spec's subscription rules (§4, §6): one place, used by every check. */

export interface SubscriptionLike {
  start: string;
  active: boolean;
  plan: { name: string };
}

export const AUDIENCE_CREATOR_GROUP = "Audience_creator";

/** The current subscription is the one with the latest start. */
export function currentSubscription<T extends SubscriptionLike>(subscriptions: readonly T[]): T | null {
  let best: T | null = null;
  for (const s of subscriptions) if (!best || Date.parse(s.start) > Date.parse(best.start)) best = s;
  return best;
}

/** Active when the current subscription is, or when the user is in the Audience_creator group. */
export function isSubscriptionActive(subscriptions: readonly SubscriptionLike[], groups: readonly string[]): boolean {
  return groups.includes(AUDIENCE_CREATOR_GROUP) || Boolean(currentSubscription(subscriptions)?.active);
}

/** The enterprise tier is any plan whose name contains "enterprise" (any case). */
export function isEnterprisePlan(planName: string | null | undefined): boolean {
  return Boolean(planName?.toLowerCase().includes("enterprise"));
}

/** Whether the current subscription's plan is of the enterprise tier. */
export function isEnterprise(subscriptions: readonly SubscriptionLike[]): boolean {
  return isEnterprisePlan(currentSubscription(subscriptions)?.plan.name);
}
