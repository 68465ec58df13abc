"use client";
import { useTranslations } from "next-intl";
import { Chip } from "@/components/ui/chip";
import type { AdAccountInfo } from "@/lib/client/extension-bridge";

/** Whether the browser extension has made itself known, and the ad account open in X Ads Manager. */
export function ExtensionStatus({ present, adAccount }: { present: boolean; adAccount: AdAccountInfo | null }) {
  const t = useTranslations("savedAudiences");
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="extension-status" data-present={present}>
      <Chip size="sm" tone={present ? "success" : "neutral"} icon="extension">
        {present ? t("extensionPresent") : t("extensionAbsent")}
      </Chip>
      {adAccount && <span className="text-xs text-muted-foreground">{t("extensionAccount", { name: adAccount.adAccountName || adAccount.adAccountId })}</span>}
    </div>
  );
}
