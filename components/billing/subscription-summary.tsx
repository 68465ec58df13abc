"use client";
import { useTranslations } from "next-intl";
import { Chip } from "@/components/ui/chip";
import type { BillingStatus } from "@/lib/schemas/billing-views";
import type { DisplayedStatus } from "@/lib/domain/billing/subscription-state";
import { useBillingFormat } from "./use-billing-format";

const TONES: Record<DisplayedStatus, "success" | "warn" | "danger" | "neutral"> = {
  active: "success",
  canceling: "warn",
  past_due: "danger",
  incomplete: "warn",
  canceled: "neutral",
};

/** The current plan: name, status, start, renewal or end; a failed payment and the Audience_creator group say so. */
export function SubscriptionSummary({ status }: { status: BillingStatus }) {
  const t = useTranslations("billing");
  const { price, date } = useBillingFormat();
  const sub = status.subscription;
  return (
    <div className="space-y-3" data-testid="subscription-summary">
      {sub ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <div className="min-w-0 flex-1">
            <p className="text-sm text-muted-foreground">{t("currentPlan")}</p>
            <p className="text-lg font-semibold" data-testid="current-plan">
              {sub.plan.name} · {t("perInterval", { price: price(sub.plan.amount, sub.plan.currency), interval: sub.plan.interval })}
            </p>
          </div>
          <Chip tone={TONES[sub.status]} data-testid="subscription-status">
            {t("status", { status: sub.status })}
          </Chip>
        </div>
      ) : (
        <p className="text-sm" data-testid="current-plan">
          {t("noPlan")}
        </p>
      )}
      {sub && (
        <div className="grid gap-1 text-sm text-muted-foreground sm:grid-cols-2">
          <p>{t("started", { date: date(sub.start) })}</p>
          {sub.renews_at ? <p>{t("renews", { date: date(sub.renews_at) })}</p> : sub.current_period_end && sub.status !== "canceled" && sub.status !== "past_due" ? <p>{t("ends", { date: date(sub.current_period_end) })}</p> : null}
        </div>
      )}
      {sub?.status === "past_due" && (
        <p role="alert" className="rounded-md border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger">
          {t("pastDue")}
        </p>
      )}
      {status.in_audience_creator_group && <p className="text-sm text-muted-foreground">{t("activeThroughGroup")}</p>}
    </div>
  );
}
