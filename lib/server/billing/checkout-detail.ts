import "server-only";
import { eq } from "drizzle-orm";
import type { CheckoutDetail } from "@/lib/schemas/billing-views";
import { db } from "@/lib/server/db";
import { teams } from "@/lib/server/db/schema";
import type { CheckoutRow } from "./complete-checkout";
import { ownerOf } from "./owner";
import { planView } from "./plan-view";
import { findPlan } from "./plans";
import { checkoutUrls } from "./return-urls";
import { checkoutView } from "./start-checkout";

/** A checkout as its confirmation page shows it: the plan, whether a card is taken, and where to go after. */
export async function checkoutDetail(checkout: CheckoutRow, locale: string): Promise<CheckoutDetail> {
  const [plan, team] = await Promise.all([
    findPlan(checkout.planCode),
    checkout.teamId ? (await db()).select({ slug: teams.slug }).from(teams).where(eq(teams.id, checkout.teamId)).then((rows) => rows[0] ?? null) : null,
  ]);
  const urls = checkoutUrls(ownerOf(checkout), checkout.id, team?.slug ?? null);
  return {
    ...checkoutView(checkout),
    plan_detail: plan ? planView(plan, locale) : null,
    charges_card: checkout.provider === "stripe",
    success_url: urls.successUrl,
    cancel_url: urls.cancelUrl,
  };
}
