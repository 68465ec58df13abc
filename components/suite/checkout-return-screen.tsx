"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Loading, Panel } from "@/components/auth/parts";
import { SubscriptionSummary } from "@/components/billing/subscription-summary";
import { useCreatorBillingQuery } from "@/lib/client/queries/use-creator-billing-query";

/** Where creator checkout returns: success shows the plan now on the account; cancel says nothing was charged. */
export function CheckoutReturnScreen({ outcome, signedIn }: { outcome: "success" | "cancel"; signedIn: boolean }) {
  const t = useTranslations("billing");
  const { data: info, isPending } = useCreatorBillingQuery(signedIn && outcome === "success");
  return (
    <Panel testId={`checkout-${outcome}`}>
      <div className="space-y-4">
        <p className="text-sm">{outcome === "success" ? t("successBody") : t("cancelBody")}</p>
        {outcome === "success" && signedIn && (info ? <SubscriptionSummary status={info} /> : isPending && <Loading />)}
        <Link href={outcome === "success" ? "/premium-suite" : "/premium"} className="inline-flex text-sm font-medium text-primary hover:underline">
          {outcome === "success" ? t("openSuite") : t("backToPlans")} →
        </Link>
      </div>
    </Panel>
  );
}
