import "server-only";
import { formatPrice } from "@/lib/domain/billing/format-price";
import { planFeatures } from "@/lib/domain/billing/plans";
import type { PlanView } from "@/lib/schemas/billing-views";
import type { PlanRow } from "./plans";

export type { PlanView };


export function planView(plan: PlanRow, locale: string): PlanView {
  return {
    code: plan.code,
    audience: plan.audience,
    name: plan.name,
    amount: plan.amount,
    currency: plan.currency,
    interval: plan.interval,
    price: formatPrice(plan.amount, plan.currency, locale),
    features: planFeatures(plan),
  };
}
