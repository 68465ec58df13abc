"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table";
import { toastHttpError } from "@/lib/client/http/error-feedback";
import { useCampaignAdsetsQuery, useCampaignAdsQuery, useToggleAdMutation } from "@/lib/client/queries/campaigns";
import type { CampaignView } from "@/lib/schemas/campaign-views";
import { CampaignBudgetsForm } from "./campaign-budgets-form";
import { CampaignStats } from "./campaign-stats";
import { SummaryPdfButton } from "./summary-pdf-button";

/** One campaign: its ad sets, its ads (pause or activate each) and its figures. */
export function CampaignDetail({ campaign }: { campaign: CampaignView }) {
  const t = useTranslations("campaigns.detail");
  const adsets = useCampaignAdsetsQuery(campaign.id);
  const ads = useCampaignAdsQuery(campaign.id);
  const toggle = useToggleAdMutation(campaign.id);
  const e = useTranslations("campaigns.edit");
  const [editing, setEditing] = useState(false);
  return (
    <section aria-label={campaign.name} className="space-y-4">
      <div className="flex flex-wrap justify-end gap-2">
        {campaign.entity_status === "UNKNOWN" ? null : (
          <Button type="button" size="sm" variant="outline" onClick={() => setEditing((v) => !v)}>
            {editing ? e("close") : e("open")}
          </Button>
        )}
        <SummaryPdfButton input={() => ({ campaign: campaign.id })} />
      </div>
      {editing ? <CampaignBudgetsForm key={campaign.id} campaign={campaign} onSaved={() => setEditing(false)} /> : null}
      <CampaignStats id={campaign.id} />
      <Card>
        <CardHeader>
          <CardTitle>{t("adsets")}</CardTitle>
        </CardHeader>
        <CardContent>
          <DataTable
            caption={t("adsets")}
            rowKey={(r) => String(r.id)}
            rows={adsets.data ?? []}
            loading={adsets.isPending}
            columns={[
              { name: t("name"), value: "name" },
              { name: t("package"), value: "audience_name" },
              { name: t("audienceSize"), value: "audience_size", align: "end" },
              { name: t("objective"), value: "objective" },
              { name: t("bid"), value: "bid", align: "end" },
              { name: t("status"), value: "entity_status" },
            ]}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t("ads")}</CardTitle>
        </CardHeader>
        <CardContent>
          <DataTable
            caption={t("ads")}
            rowKey={(r) => String(r.id)}
            rows={ads.data ?? []}
            loading={ads.isPending}
            columns={[
              { name: t("text"), value: "text" },
              { name: t("status"), value: "entity_status" },
              {
                name: t("actions"),
                value: "id",
                slot: (ad) => (
                  <Button size="sm" variant="outline" onClick={() => toggle.mutateAsync(ad.id).then(() => undefined, toastHttpError)}>
                    {ad.entity_status === "ACTIVE" ? t("pauseAd") : t("activateAd")}
                  </Button>
                ),
              },
            ]}
          />
        </CardContent>
      </Card>
    </section>
  );
}
