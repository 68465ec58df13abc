"use client";
import { useTranslations } from "next-intl";
import type { BillingProvider } from "@/lib/schemas/billing-views";

/** The local provider says plainly that no card is taken and nothing is charged. */
export function LocalProviderNotice({ provider }: { provider: BillingProvider }) {
  const t = useTranslations("billing");
  if (provider !== "local") return null;
  return (
    <p data-testid="local-provider-notice" className="rounded-md border border-info/30 bg-info/8 px-3 py-2 text-sm text-info">
      {t("localNotice")}
    </p>
  );
}
