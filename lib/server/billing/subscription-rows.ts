import "server-only";
import { desc, eq } from "drizzle-orm";
import { currentSubscription, isSubscriptionActive, type SubscriptionLike } from "@/lib/domain/billing/subscription-status";
import { isActiveAt } from "@/lib/domain/billing/subscription-state";
import { db } from "@/lib/server/db";
import { subscriptions, userGroups } from "@/lib/server/db/schema";
import { ownerWhere, type BillingOwner } from "./owner";

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** A row in the spec's shape ({start, active, plan.name}); active also ends with a period it was cancelled at. */
export function toSubscriptionLike(row: SubscriptionRow, now: Date): SubscriptionLike {
  return { start: row.start.toISOString(), active: row.active && isActiveAt(row, now), plan: { name: row.planName } };
}

export async function ownerSubscriptionRows(owner: BillingOwner): Promise<SubscriptionRow[]> {
  return (await db()).select().from(subscriptions).where(ownerWhere(owner, subscriptions)).orderBy(desc(subscriptions.start), desc(subscriptions.id));
}

/** The owner's current subscription row (latest start), or null. */
export async function currentSubscriptionRow(owner: BillingOwner): Promise<SubscriptionRow | null> {
  const rows = await ownerSubscriptionRows(owner);
  const now = new Date();
  return currentSubscription(rows.map((row) => ({ ...toSubscriptionLike(row, now), row })))?.row ?? null;
}

export async function groupsOf(userId: string): Promise<string[]> {
  return (await (await db()).select({ name: userGroups.name }).from(userGroups).where(eq(userGroups.userId, userId))).map((g) => g.name);
}

/** The spec's rule for this owner and this user: the current subscription is active, or the user is in Audience_creator. */
export async function hasActiveSubscription(owner: BillingOwner, userId: string, now = new Date()): Promise<boolean> {
  const [rows, groups] = await Promise.all([ownerSubscriptionRows(owner), groupsOf(userId)]);
  return isSubscriptionActive(rows.map((row) => toSubscriptionLike(row, now)), groups);
}
