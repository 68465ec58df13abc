"use client";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { toastHttpError } from "@/lib/client/http/error-feedback";
import { useSummaryPdfMutation } from "@/lib/client/queries/campaigns";
import { isLocale } from "@/lib/domain/locale";
import type { CampaignSummaryPdfInput } from "@/lib/schemas/campaign-summary-pdf";

/** "Download PDF": the summary of a campaign or a plan, in the reader's language. */
export function SummaryPdfButton({ input, disabled }: { input: () => Omit<CampaignSummaryPdfInput, "language">; disabled?: boolean }) {
  const t = useTranslations("campaigns.pdf");
  const locale = useLocale();
  const download = useSummaryPdfMutation();
  return (
    <Button type="button" variant="outline" size="sm" disabled={disabled || download.isPending} onClick={() => download.mutateAsync({ ...input(), language: isLocale(locale) ? locale : "en" }).then(() => undefined, toastHttpError)}>
      {download.isPending ? t("downloading") : t("download")}
    </Button>
  );
}
