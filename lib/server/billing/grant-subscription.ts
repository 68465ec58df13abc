import "server-only";
import { eq } from "drizzle-orm";
import { addInterval } from "@/lib/domain/billing/periods";
import { db } from "@/lib/server/db";
import { subscriptions, teams, users } from "@/lib/server/db/schema";
import { ownerAudience, ownerColumns, type BillingOwner } from "./owner";
import { findPlan } from "./plans";
import { currentSubscriptionRow, type SubscriptionRow } from "./subscription-rows";
import { localPeriodEnd } from "./local/local-billing";
import { planOfRow } from "./row-plan";

export class GrantError extends Error {}

/** "team:<slug>", "user:<email>", a bare e-mail (a user) or a bare slug (a team). */
export async function resolveOwner(target: string): Promise<BillingOwner> {
  const [kind, ...rest] = target.includes(":") ? target.split(":") : [target.includes("@") ? "user" : "team", target];
  const value = rest.join(":").trim().toLowerCase();
  const database = await db();
  if (kind === "user") {
    const [user] = await database.select({ id: users.id }).from(users).where(eq(users.email, value));
    if (!user) throw new GrantError(`No user with the e-mail ${value}.`);
    return { kind: "user", userId: user.id };
  }
  if (kind !== "team") throw new GrantError(`Name a team as team:<slug> or a user as user:<email>, not ${target}.`);
  const [team] = await database.select({ id: teams.id }).from(teams).where(eq(teams.slug, value));
  if (!team) throw new GrantError(`No team with the slug ${value}.`);
  return { kind: "team", teamId: team.id };
}

async function requireCurrent(owner: BillingOwner): Promise<SubscriptionRow> {
  const current = await currentSubscriptionRow(owner);
  if (!current || current.status === "canceled") throw new GrantError("There is no subscription to change: grant one first.");
  return current;
}

/**
 * Grants a plan from now on, through the local provider: for the given months and then it ends,
 * or (without months) renewing like a plan bought locally. A live Stripe subscription is left to Stripe.
 */
export async function grantSubscription(owner: BillingOwner, planCode: string, months?: number, now = new Date()): Promise<SubscriptionRow> {
  const plan = await findPlan(planCode);
  if (!plan) throw new GrantError(`No plan ${planCode}.`);
  if (plan.audience !== ownerAudience(owner)) throw new GrantError(`${plan.code} is a ${plan.audience} plan: grant it to a ${plan.audience === "team" ? "team" : "user"}.`);
  const current = await currentSubscriptionRow(owner);
  if (current?.provider === "stripe" && current.status !== "canceled") throw new GrantError("This subscription is managed by Stripe: change it there.");
  const database = await db();
  return database.transaction(async (tx) => {
    if (current && current.status !== "canceled") await tx.update(subscriptions).set({ status: "canceled", active: false, canceledAt: now, currentPeriodEnd: now }).where(eq(subscriptions.id, current.id));
    const end = months ? addInterval(now, "month", months) : addInterval(now, plan.interval);
    const [row] = await tx
      .insert(subscriptions)
      .values({ ...ownerColumns(owner), start: now, active: true, status: "active", provider: "local", planCode: plan.code, planName: plan.name, currentPeriodStart: now, currentPeriodEnd: end, cancelAtPeriodEnd: Boolean(months) })
      .returning();
    return row;
  });
}

/** Pushes the current period's end months later (from now if it has passed). */
export async function extendSubscription(owner: BillingOwner, months = 1, now = new Date()): Promise<SubscriptionRow> {
  const current = await requireCurrent(owner);
  if (current.provider === "stripe") throw new GrantError("This subscription is managed by Stripe: change it there.");
  const end = localPeriodEnd(current, (await planOfRow(current)).interval, now);
  const from = end > now ? end : now;
  const [row] = await (await db())
    .update(subscriptions)
    .set({ status: "active", active: true, currentPeriodEnd: addInterval(from, "month", months) })
    .where(eq(subscriptions.id, current.id))
    .returning();
  return row;
}

/** Ends the current subscription now. */
export async function cancelSubscriptionNow(owner: BillingOwner, now = new Date()): Promise<SubscriptionRow> {
  const current = await requireCurrent(owner);
  if (current.provider === "stripe") throw new GrantError("This subscription is managed by Stripe: cancel it there.");
  const [row] = await (await db())
    .update(subscriptions)
    .set({ status: "canceled", active: false, canceledAt: now, currentPeriodEnd: now, cancelAtPeriodEnd: false })
    .where(eq(subscriptions.id, current.id))
    .returning();
  return row;
}
