"use client";
import { useTranslations } from "next-intl";
import { Chip } from "@/components/ui/chip";
import type { PlanView } from "@/lib/schemas/billing-views";
import { useBillingFormat } from "./use-billing-format";

/** One plan on offer: its name, price per interval, what it unlocks, and an action (subscribe, upgrade). */
export function PlanCard({ plan, current, children }: { plan: PlanView; current?: boolean; children?: React.ReactNode }) {
  const t = useTranslations("billing");
  const { price } = useBillingFormat();
  return (
    <li data-testid={`plan-${plan.code}`} aria-label={plan.name} className={`flex flex-col gap-3 rounded-xl border p-4 ${current ? "border-primary bg-primary/5" : "border-border bg-card"}`}>
      <div className="flex items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold">{plan.name}</h3>
          <p className="text-sm text-muted-foreground">{t("interval", { interval: plan.interval })}</p>
        </div>
        {current && <Chip tone="primary" size="sm">{t("currentPlan")}</Chip>}
      </div>
      <p className="text-xl font-semibold tabular-nums" data-testid="plan-price">
        {t("perInterval", { price: price(plan.amount, plan.currency), interval: plan.interval })}
      </p>
      <ul className="flex-1 list-inside list-disc space-y-1 text-sm text-muted-foreground">
        {plan.features.map((f) => (
          <li key={f}>{t("feature", { feature: f })}</li>
        ))}
      </ul>
      {children}
    </li>
  );
}
