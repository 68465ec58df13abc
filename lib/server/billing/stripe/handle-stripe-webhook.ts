import "server-only";
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { config } from "@/lib/server/config";
import { db } from "@/lib/server/db";
import { billingEvents } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import { applyStripeEvent } from "./apply-stripe-event";
import { stripeClient } from "./stripe-client";

export const WEBHOOK_NOT_CONFIGURED = "Stripe webhooks are not configured on this server.";
export const WEBHOOK_BAD_SIGNATURE = "Invalid or expired webhook signature.";

/**
 * A Stripe webhook delivery: verified with the signing secret (a forged or stale one is a 400
 * and changes nothing), applied once per event id (a replay is acknowledged and changes nothing).
 */
export async function handleStripeWebhook(payload: string, signature: string | null): Promise<{ received: true; duplicate: boolean; outcome?: string }> {
  const c = config();
  if (c.BILLING_PROVIDER !== "stripe" || !c.STRIPE_WEBHOOK_SECRET) throw new AppError("bad_request", WEBHOOK_NOT_CONFIGURED);
  let event: Stripe.Event;
  try {
    event = stripeClient().webhooks.constructEvent(payload, signature ?? "", c.STRIPE_WEBHOOK_SECRET);
  } catch {
    throw new AppError("bad_request", WEBHOOK_BAD_SIGNATURE);
  }
  const database = await db();
  const claimed = await database.insert(billingEvents).values({ id: event.id, provider: "stripe", type: event.type, outcome: "processing" }).onConflictDoNothing().returning();
  if (!claimed.length) return { received: true, duplicate: true };
  try {
    const outcome = await applyStripeEvent(event);
    await database.update(billingEvents).set({ outcome }).where(eq(billingEvents.id, event.id));
    if (outcome !== "applied" && outcome !== "ignored") console.warn(`[billing] Stripe event ${event.id} (${event.type}) not applied: ${outcome}`);
    return { received: true, duplicate: false, outcome };
  } catch (error) {
    // Not applied: forget the claim so that Stripe's retry applies it.
    await database.delete(billingEvents).where(eq(billingEvents.id, event.id));
    throw error;
  }
}
