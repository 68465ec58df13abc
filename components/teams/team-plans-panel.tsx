"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Panel, Loading } from "@/components/auth/parts";
import { CancelPlanDialog } from "@/components/billing/cancel-plan-dialog";
import { InvoicesList } from "@/components/billing/invoices-list";
import { LocalProviderNotice } from "@/components/billing/local-provider-notice";
import { PlanChoices } from "./plan-choices";
import { SubscriptionSummary } from "@/components/billing/subscription-summary";
import { useBillingFormat } from "@/components/billing/use-billing-format";
import { toastHttpError } from "@/lib/client/http/error-feedback";
import { newIdempotencyKey } from "@/lib/client/idempotency-key";
import { useCancelTeamPlan, useOpenBillingPortal, useStartTeamCheckout, useUpgradeTeamPlan } from "@/lib/client/queries/team-billing-mutations";
import { useTeamBillingQuery } from "@/lib/client/queries/use-team-billing-query";
import { useTeamInvoicesQuery } from "@/lib/client/queries/use-team-invoices-query";
import { toast } from "@/lib/client/toasts";
import type { TeamBillingStatus } from "@/lib/schemas/billing-views";

/**
 * A team's plan on its settings page: members see it; admins choose, upgrade or cancel it, open
 * Stripe's portal and read the invoices. Checkout needs the billing details first (§5).
 */
export function TeamPlansPanel({ team }: { team: string }) {
  const t = useTranslations("billing");
  const { data: status } = useTeamBillingQuery(team);
  const returned = useSearchParams().get("billing");
  return (
    <Panel title={t("title")} testId="team-plans">
      {!status ? (
        <Loading />
      ) : (
        <div className="space-y-5">
          {returned === "success" && <p className="rounded-md bg-success/10 px-3 py-2 text-sm text-success">{t("successBody")}</p>}
          {returned === "cancelled" && <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">{t("cancelBody")}</p>}
          <SubscriptionSummary status={status} />
          <LocalProviderNotice provider={status.provider} />
          {status.can_manage ? <AdminControls team={team} status={status} /> : <p className="text-sm text-muted-foreground">{t("adminsOnly")}</p>}
        </div>
      )}
    </Panel>
  );
}

function AdminControls({ team, status }: { team: string; status: TeamBillingStatus }) {
  const t = useTranslations("billing");
  const { date } = useBillingFormat();
  const [formKey] = useState(newIdempotencyKey);
  const checkout = useStartTeamCheckout(team);
  const upgrade = useUpgradeTeamPlan(team);
  const cancel = useCancelTeamPlan(team);
  const portal = useOpenBillingPortal(team);
  const invoices = useTeamInvoicesQuery(team, true);
  const sub = status.subscription;
  const live = sub?.status === "active" || sub?.status === "canceling";
  const canBuy = !live && sub?.status !== "past_due";
  const stripe = status.provider === "stripe" || sub?.provider === "stripe";

  const subscribe = (plan: string) =>
    checkout.mutateAsync({ plan, idempotency_key: `${formKey}-${plan}` }).then((c) => (c.url ? window.location.assign(c.url) : undefined), toastHttpError);
  const moveUp = (plan: string) => upgrade.mutateAsync(plan).then(() => toast.success(t("upgraded")), toastHttpError);
  const openPortal = () => portal.mutateAsync().then(({ url }) => window.location.assign(url), toastHttpError);
  return (
    <div className="space-y-5">
      {canBuy && !status.billing_details.present && (
        <p role="status" data-testid="billing-details-missing" className="rounded-md bg-warn/10 px-3 py-2 text-sm text-warn">
          {t("billingDetailsMissing")}
        </p>
      )}
      {/* A past-due plan is paid in the portal, not bought again: no plans are offered until then. */}
      {sub?.status !== "past_due" && <PlanChoices status={status} canBuy={canBuy} live={live} onSubscribe={subscribe} onUpgrade={moveUp} />}
      <div className="flex flex-wrap gap-2">
        {sub?.status === "active" && <CancelPlanDialog until={date(sub.current_period_end ?? sub.start)} onConfirm={() => cancel.mutateAsync().then(() => toast.success(t("cancelled")), (e) => (toastHttpError(e), Promise.reject(e)))} />}
        {stripe && (
          <Button variant="outline" onClick={openPortal}>
            {t("managePortal")}
          </Button>
        )}
      </div>
      <section className="space-y-2">
        <h3 className="text-sm font-semibold">{t("invoicesTitle")}</h3>
        {invoices.data ? <InvoicesList invoices={invoices.data} /> : <Loading />}
      </section>
    </div>
  );
}
