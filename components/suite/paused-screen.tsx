"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Loading, Panel } from "@/components/auth/parts";
import { useCreatorBillingQuery } from "@/lib/client/queries/use-creator-billing-query";

/** The suite's start: paused while the creator's plan is not active, with the way to the plans; open when it is. */
export function PausedScreen({ signedIn }: { signedIn: boolean }) {
  const t = useTranslations("billing");
  const { data: info, isPending } = useCreatorBillingQuery(signedIn);
  if (signedIn && isPending) return <Loading />;
  if (info?.active)
    return (
      <Panel testId="suite-active">
        <p className="mb-4 text-sm">{t("suiteActive")}</p>
        <Link href="/premium-suite" className="inline-flex text-sm font-medium text-primary hover:underline">
          {t("openSuite")} →
        </Link>
      </Panel>
    );
  return (
    <Panel testId="suite-paused" title={t("pausedTitle")}>
      <p className="mb-4 text-sm text-muted-foreground">{info?.subscription?.status === "past_due" ? t("pastDue") : t("pausedBody")}</p>
      <Link href="/premium" className="inline-flex text-sm font-medium text-primary hover:underline">
        {t("seePlans")} →
      </Link>
    </Panel>
  );
}
