"use client";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { PlanCard } from "@/components/billing/plan-card";
import type { TeamBillingStatus } from "@/lib/schemas/billing-views";

type Props = {
  status: TeamBillingStatus;
  /** No live plan: every plan can be bought (once the billing details are there). */
  canBuy: boolean;
  live: boolean;
  onSubscribe: (plan: string) => Promise<unknown>;
  onUpgrade: (plan: string) => Promise<unknown>;
};

/** The team plans an admin can buy, or, with a live plan, the current one and those above it. */
export function PlanChoices({ status, canBuy, live, onSubscribe, onUpgrade }: Props) {
  const t = useTranslations("billing");
  const plans = status.plans.filter((p) => canBuy || p.current || p.can_upgrade);
  return (
    <section className="space-y-3">
      <h3 className="text-sm font-semibold">{canBuy ? t("choosePlan") : t("upgradeTitle")}</h3>
      {!canBuy && plans.every((p) => p.current) && <p className="text-sm text-muted-foreground">{t("topPlan")}</p>}
      <ul className="grid gap-3 sm:grid-cols-2">
        {plans.map((p) => (
          <PlanCard key={p.code} plan={p} current={p.current && live}>
            {canBuy && (
              <Button onClick={() => onSubscribe(p.code)} disabled={!status.billing_details.present}>
                {t("subscribe")}
              </Button>
            )}
            {!canBuy && p.can_upgrade && (
              <Button variant="outline" onClick={() => onUpgrade(p.code)}>
                {t("upgrade")}
              </Button>
            )}
          </PlanCard>
        ))}
      </ul>
      {!canBuy && plans.some((p) => p.can_upgrade) && <p className="text-xs text-muted-foreground">{t("upgradeProrated")}</p>}
    </section>
  );
}
