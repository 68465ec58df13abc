"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Loading, Panel } from "@/components/auth/parts";
import { CancelPlanDialog } from "@/components/billing/cancel-plan-dialog";
import { LocalProviderNotice } from "@/components/billing/local-provider-notice";
import { PlanCard } from "@/components/billing/plan-card";
import { SubscriptionSummary } from "@/components/billing/subscription-summary";
import { useBillingFormat } from "@/components/billing/use-billing-format";
import { useZodForm } from "@/lib/client/forms/use-zod-form";
import { toastHttpError } from "@/lib/client/http/error-feedback";
import { newIdempotencyKey } from "@/lib/client/idempotency-key";
import { useStartCreatorCheckout, useUpdateCreatorPlan } from "@/lib/client/queries/creator-billing-mutations";
import { useCreatorBillingQuery } from "@/lib/client/queries/use-creator-billing-query";
import { usePlansQuery } from "@/lib/client/queries/use-plans-query";
import { toast } from "@/lib/client/toasts";
import { creatorSubscribeFormSchema } from "@/lib/schemas/billing";
import type { CreatorBillingInfo } from "@/lib/schemas/billing-views";
import { ReferralCodeField } from "./referral-code-field";
import { ReferralPanel } from "./referral-panel";

/** /premium: the creator plans; a signed-in creator subscribes (with a referral code), upgrades, cancels or resumes. */
export function PremiumScreen({ signedIn }: { signedIn: boolean }) {
  return signedIn ? <CreatorPlans /> : <PublicPlans />;
}

function PublicPlans() {
  const t = useTranslations("billing");
  const { data: plans } = usePlansQuery("creator");
  if (!plans) return <Loading />;
  return (
    <div className="space-y-4">
      <ul className="grid gap-3 sm:grid-cols-2">
        {plans.map((p) => (
          <PlanCard key={p.code} plan={p} />
        ))}
      </ul>
      <p className="text-sm text-muted-foreground">{t("signInToSubscribe")}</p>
    </div>
  );
}

function CreatorPlans() {
  const { data: info } = useCreatorBillingQuery();
  if (!info) return <Loading />;
  const sub = info.subscription;
  const live = sub?.status === "active" || sub?.status === "canceling";
  return (
    <div className="space-y-6">
      <Panel>
        <div className="space-y-4">
          <SubscriptionSummary status={info} />
          <LocalProviderNotice provider={info.provider} />
          {live ? <ManagePlan info={info} /> : <Subscribe info={info} />}
        </div>
      </Panel>
      <ReferralPanel info={info} />
    </div>
  );
}

function Subscribe({ info }: { info: CreatorBillingInfo }) {
  const t = useTranslations("billing");
  const [formKey] = useState(newIdempotencyKey);
  const checkout = useStartCreatorCheckout();
  const { form, serverErrors } = useZodForm(creatorSubscribeFormSchema, { defaultValues: { referral_code: "" } });
  const { register, handleSubmit, formState } = form;
  const subscribe = (plan: string) =>
    handleSubmit(({ referral_code }) =>
      checkout.mutateAsync({ plan, referral_code: referral_code || undefined, idempotency_key: `${formKey}-${plan}-${referral_code}` }).then(
        (c) => (c.url ? window.location.assign(c.url) : undefined),
        (e) => serverErrors(e, { fieldsOnly: true }) || toastHttpError(e),
      ),
    )();
  if (info.subscription?.status === "past_due") return null;
  return (
    <form className="space-y-4" noValidate onSubmit={(e) => e.preventDefault()}>
      <h2 className="text-sm font-semibold">{t("choosePlan")}</h2>
      <ReferralCodeField input={register("referral_code")} error={formState.errors.referral_code?.message} />
      <ul className="grid gap-3 sm:grid-cols-2">
        {info.plans.map((p) => (
          <PlanCard key={p.code} plan={p}>
            <Button onClick={() => subscribe(p.code)}>{t("subscribe")}</Button>
          </PlanCard>
        ))}
      </ul>
    </form>
  );
}

function ManagePlan({ info }: { info: CreatorBillingInfo }) {
  const t = useTranslations("billing");
  const { date } = useBillingFormat();
  const update = useUpdateCreatorPlan();
  const sub = info.subscription!;
  const change = (body: { plan?: string; cancel_at_period_end?: boolean }, done: string) => update.mutateAsync(body).then(() => toast.success(done), (e) => (toastHttpError(e), Promise.reject(e)));
  const upgrades = info.plans.filter((p) => p.can_upgrade);
  return (
    <div className="space-y-4">
      {upgrades.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2">
          {upgrades.map((p) => (
            <PlanCard key={p.code} plan={p}>
              <Button variant="outline" onClick={() => change({ plan: p.code }, t("upgraded")).catch(() => undefined)}>
                {t("upgrade")}
              </Button>
            </PlanCard>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        {sub.status === "active" && <CancelPlanDialog until={date(sub.current_period_end ?? sub.start)} onConfirm={() => change({ cancel_at_period_end: true }, t("cancelled"))} />}
        {sub.status === "canceling" && (
          <Button variant="outline" onClick={() => change({ cancel_at_period_end: false }, t("resumed")).catch(() => undefined)}>
            {t("resume")}
          </Button>
        )}
      </div>
    </div>
  );
}
