"use client";
import { useFormatter, useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import type { PlanEstimate } from "@/lib/domain/targeting/plan-estimate";
import { size, useCurrencyLabel } from "./labels";


/** Beside the package size: the reach the chosen budget buys, or the size chosen, as a size bucket. */
export function PlanEstimateView({ plan }: { plan: PlanEstimate }) {
  const t = useTranslations("creator.planResult");
  const format = useFormatter();
  const amount = (n: number) => format.number(n);
  const currencyLabel = useCurrencyLabel();
  const bucket = "bucket" in plan ? plan.bucket : null;
  return (
    <Card padding="md" className="gap-1" data-testid="creator-plan">
      <p className="text-sm text-muted-foreground">{plan.mode === "budget" ? t("budgetTitle") : t("sizeTitle")}</p>
      {plan.status === "estimated" ? (
        <>
          <p className="text-3xl font-semibold tracking-tight" data-testid="creator-plan-reach">
            {size(plan.reach)}
          </p>
          <p className="text-sm">{t(plan.limited_by === "package" ? "reachPackage" : "reachBudget", { budget: amount(plan.budget), currency: plan.currency })}</p>
          <p className="text-xs text-muted-foreground">{t("assumption", { cost: plan.cost_per_thousand_usd.toFixed(2), usd: amount(plan.budget_usd) })}</p>
        </>
      ) : null}
      {plan.status === "unknown_currency" ? (
        <p className="text-sm" data-testid="creator-plan-unknown">
          {t("unknownCurrency", { currency: currencyLabel(plan.currency) })}
        </p>
      ) : null}
      {plan.status === "chosen" ? (
        <>
          <p className="text-3xl font-semibold tracking-tight" data-testid="creator-plan-reach">
            {size(plan.size)}
          </p>
          <p className="text-sm">{t("sizeChosen", { packageBucket: plan.package_bucket })}</p>
        </>
      ) : null}
      {plan.status === "auto" ? <p className="text-sm">{t("auto")}</p> : null}
      {bucket ? (
        <p className="text-sm font-medium" data-testid="creator-plan-bucket">
          {t("bucket", { bucket })}
        </p>
      ) : null}
    </Card>
  );
}
