import "server-only";
import { eq } from "drizzle-orm";
import { addInterval } from "@/lib/domain/billing/periods";
import { db } from "@/lib/server/db";
import { billingCheckouts, billingPlans } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import { checkoutView, type CheckoutView } from "./start-checkout";
import { completeCheckout } from "./complete-checkout";

/** Who may see or confirm a checkout: admins of its team, or the creator who opened it. */
export type CheckoutAccess = (checkout: typeof billingCheckouts.$inferSelect) => Promise<void>;

export async function findCheckout(id: string, access: CheckoutAccess) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AppError("not_found", "Not found.");
  const [checkout] = await (await db()).select().from(billingCheckouts).where(eq(billingCheckouts.id, id));
  if (!checkout) throw new AppError("not_found", "Not found.");
  await access(checkout);
  return checkout;
}

/**
 * The local provider's confirmation: the plan is active at once, for one interval from now, and
 * renews by itself; no card is taken. Confirming twice gives the same subscription.
 */
export async function confirmLocalCheckout(id: string, access: CheckoutAccess): Promise<CheckoutView> {
  const checkout = await findCheckout(id, access);
  if (checkout.provider !== "local") throw new AppError("conflict", "This checkout is paid on the provider's page, not here.");
  if (checkout.status === "expired") throw new AppError("conflict", "This checkout has expired: start again.");
  if (checkout.status === "open") {
    const [plan] = await (await db()).select().from(billingPlans).where(eq(billingPlans.code, checkout.planCode));
    const now = new Date();
    await completeCheckout(checkout.id, { status: "active", cancelAtPeriodEnd: false, currentPeriodStart: now, currentPeriodEnd: addInterval(now, plan.interval), providerSubscriptionId: null, eventAt: null }, now);
  }
  return checkoutView((await findCheckout(id, async () => {}))!);
}
