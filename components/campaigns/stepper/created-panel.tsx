"use client";
import { useFormatter, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { CampaignView } from "@/lib/schemas/campaign-views";

/** After create: the campaign as the ads adapter made it, and where to manage it. */
export function CreatedPanel({ campaign, onAgain }: { campaign: CampaignView; onAgain: () => void }) {
  const t = useTranslations("campaignStepper.created");
  const s = useTranslations("campaigns.list.statuses");
  const format = useFormatter();
  const budget = campaign.total_budget ?? campaign.daily_budget;
  return (
    <section role="status" className="flex flex-col gap-3 rounded-xl border border-success/30 bg-success/8 p-5" data-testid="campaign-created">
      <h2 className="text-lg font-semibold">{t("title", { name: campaign.name })}</h2>
      <p className="text-sm">
        {t("detail", { status: s(campaign.entity_status in { ACTIVE: 1, PAUSED: 1, DRAFT: 1 } ? (campaign.entity_status as "ACTIVE") : "UNKNOWN"), budget: budget === null ? "" : format.number(budget), currency: campaign.currency ?? "", account: campaign.ad_account_id })}
      </p>
      {campaign.simulated ? <p className="text-sm text-muted-foreground">{t("simulated")}</p> : null}
      <p className="text-sm text-muted-foreground">{t("manage")}</p>
      <Button variant="outline" className="self-start" onClick={onAgain}>
        {t("again")}
      </Button>
    </section>
  );
}
