import "server-only";
import { formatPrice } from "@/lib/domain/billing/format-price";
import { planFeatures, type PlanFeature } from "@/lib/domain/billing/plans";
import type { PlanRow } from "./plans";

export interface PlanView {
  code: string;
  audience: PlanRow["audience"];
  name: string;
  amount: number;
  currency: string;
  interval: PlanRow["interval"];
  /** The price in the caller's language, e.g. "€49.00". */
  price: string;
  features: PlanFeature[];
}

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
