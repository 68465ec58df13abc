import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { billingCustomers } from "@/lib/server/db/schema";
import type { CustomerInfo } from "../billing-adapter";
import { ownerColumns, ownerKey, ownerWhere, type BillingOwner } from "../owner";
import { stripeClient } from "./stripe-client";
import { callStripe } from "./stripe-errors";

/** The Stripe customer id of a team or a user, or null when they have none yet. */
export async function stripeCustomerOf(owner: BillingOwner): Promise<string | null> {
  const [row] = await (await db()).select().from(billingCustomers).where(and(ownerWhere(owner, billingCustomers), eq(billingCustomers.provider, "stripe")));
  return row?.customerId ?? null;
}

/** The owner of a Stripe customer id, or null for a customer we do not know. */
export async function ownerOfStripeCustomer(customerId: string): Promise<BillingOwner | null> {
  const [row] = await (await db()).select().from(billingCustomers).where(and(eq(billingCustomers.provider, "stripe"), eq(billingCustomers.customerId, customerId)));
  if (!row) return null;
  return row.teamId ? { kind: "team", teamId: row.teamId } : { kind: "user", userId: row.userId! };
}

/** The owner's Stripe customer, created once (the idempotency key makes a concurrent second call the same customer). */
export async function ensureStripeCustomer(owner: BillingOwner, info: CustomerInfo): Promise<string> {
  const existing = await stripeCustomerOf(owner);
  if (existing) return existing;
  const customer = await callStripe("customer create", () =>
    stripeClient().customers.create(
      {
        email: info.email ?? undefined,
        name: info.name ?? undefined,
        address: info.country ? { country: info.country } : undefined,
        metadata: { murmur_owner: ownerKey(owner) },
      },
      { idempotencyKey: `murmur-customer-${ownerKey(owner)}` },
    ),
  );
  await (await db()).insert(billingCustomers).values({ ...ownerColumns(owner), provider: "stripe", customerId: customer.id }).onConflictDoNothing();
  return (await stripeCustomerOf(owner)) ?? customer.id;
}
