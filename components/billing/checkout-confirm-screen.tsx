"use client";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ErrorNote, Loading, Panel } from "@/components/auth/parts";
import { HttpError } from "@/lib/domain/http-errors";
import { toastHttpError } from "@/lib/client/http/error-feedback";
import { useConfirmCheckout } from "@/lib/client/queries/checkout-mutations";
import { useCheckoutQuery } from "@/lib/client/queries/use-checkout-query";
import { LocalProviderNotice } from "./local-provider-notice";
import { useBillingFormat } from "./use-billing-format";

/**
 * /billing/checkout/{id}: the local provider's checkout. It names the plan and its price, says that
 * no card is taken, and activates the plan when confirmed; then the buyer goes where checkout returns.
 */
export function CheckoutConfirmScreen({ id }: { id: string }) {
  const t = useTranslations("billing");
  const { price } = useBillingFormat();
  const { data: checkout, error } = useCheckoutQuery(id);
  const confirm = useConfirmCheckout(id);
  if (error) return <ErrorNote>{error instanceof HttpError && error.status === 404 ? t("checkoutNotFound") : error.message}</ErrorNote>;
  if (!checkout) return <Loading />;
  const plan = checkout.plan_detail;
  const activate = () => confirm.mutateAsync().then(() => window.location.assign(checkout.success_url), toastHttpError);
  return (
    <Panel testId="checkout-confirm">
      <div className="space-y-4">
        {plan && (
          <div>
            <p className="text-sm text-muted-foreground">{t("interval", { interval: plan.interval })}</p>
            <p className="text-xl font-semibold" data-testid="checkout-plan">
              {plan.name} · {t("perInterval", { price: price(plan.amount, plan.currency), interval: plan.interval })}
            </p>
          </div>
        )}
        {checkout.charges_card ? <p className="text-sm">{t("paidAtProvider")}</p> : <LocalProviderNotice provider="local" />}
        {checkout.status === "expired" && <ErrorNote>{t("checkoutExpired")}</ErrorNote>}
        {checkout.status === "completed" && <p className="text-sm text-success">{t("confirmed")}</p>}
        <div className="flex flex-wrap gap-2">
          {checkout.status === "open" && !checkout.charges_card && <Button onClick={activate}>{t("confirm")}</Button>}
          {checkout.status === "completed" ? (
            <Button asChild>
              <a href={checkout.success_url}>{t("continue")}</a>
            </Button>
          ) : (
            <Button variant="ghost" asChild>
              <a href={checkout.cancel_url}>{t("back")}</a>
            </Button>
          )}
        </div>
      </div>
    </Panel>
  );
}
