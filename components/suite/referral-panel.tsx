"use client";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Panel } from "@/components/auth/parts";
import { useBillingFormat } from "@/components/billing/use-billing-format";
import { toastHttpError } from "@/lib/client/http/error-feedback";
import { useCreateReferral } from "@/lib/client/queries/creator-billing-mutations";
import type { CreatorBillingInfo } from "@/lib/schemas/billing-views";

/** The creator's own referral code, made on request, and the credit referrals have earned them. */
export function ReferralPanel({ info }: { info: CreatorBillingInfo }) {
  const t = useTranslations("billing");
  const { price } = useBillingFormat();
  const create = useCreateReferral();
  return (
    <Panel title={t("referralTitle")} testId="referral">
      <div className="space-y-3 text-sm">
        {info.referral ? (
          <>
            <p>{t("referralBody", { credit: price(info.referral.credit.amount, info.referral.credit.currency) })}</p>
            <p>
              {t("referralCode")}:{" "}
              <code data-testid="referral-code" className="rounded bg-muted px-2 py-1 font-mono text-base tracking-widest">
                {info.referral.code}
              </code>
            </p>
          </>
        ) : (
          <Button variant="outline" onClick={() => create.mutateAsync().catch(toastHttpError)}>
            {t("createReferral")}
          </Button>
        )}
        {info.credit.referrals > 0 && <p className="text-muted-foreground">{t("creditBalance", { credit: price(info.credit.amount, info.credit.currency) })}</p>}
      </div>
    </Panel>
  );
}
