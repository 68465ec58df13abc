"use client";
import { useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { toastHttpError } from "@/lib/client/http/error-feedback";
import { useCampaignsQuery, useUpdateCampaignMutation } from "@/lib/client/queries/campaigns";
import type { CampaignView } from "@/lib/schemas/campaign-views";
import { CampaignDetail } from "./campaign-detail";
import { CampaignForm } from "./campaign-form";

function StatusToggle({ campaign }: { campaign: CampaignView }) {
  const t = useTranslations("campaigns.list");
  const update = useUpdateCampaignMutation(campaign.id);
  const active = campaign.entity_status === "ACTIVE";
  return (
    <Button size="sm" variant="outline" onClick={() => update.mutateAsync({ entity_status: active ? "PAUSED" : "ACTIVE" }).then(() => undefined, toastHttpError)}>
      {active ? t("pause") : t("activate")}
    </Button>
  );
}

/** The dashboard's campaigns: the team's list with status toggles, a new-campaign form and one campaign's detail. */
export function CampaignsScreen({ team }: { team: string }) {
  const t = useTranslations("campaigns.list");
  const format = useFormatter();
  const campaigns = useCampaignsQuery(team);
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const open = campaigns.data?.find((c) => c.id === openId) ?? null;
  const money = (c: CampaignView, v: number | null) => (v === null ? "—" : c.currency ? format.number(v, { style: "currency", currency: c.currency }) : format.number(v));
  const day = (v: string | null) => (v ? format.dateTime(new Date(v), { year: "numeric", month: "short", day: "numeric" }) : "—");

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">{t("intro")}</p>
        <Button onClick={() => setCreating((v) => !v)} variant={creating ? "outline" : "primary"}>
          {creating ? t("closeForm") : t("new")}
        </Button>
      </div>
      {creating ? (
        <CampaignForm
          team={team}
          onCreated={(c) => {
            setCreating(false);
            setOpenId(c.id);
          }}
        />
      ) : null}
      <DataTable
        caption={t("caption")}
        rowKey={(c) => String(c.id)}
        rows={campaigns.data ?? []}
        loading={campaigns.isPending}
        empty={t("empty")}
        columns={[
          {
            name: t("name"),
            value: "name",
            sortKey: "name",
            slot: (c) => (
              <button type="button" className="font-medium text-primary underline-offset-2 hover:underline" onClick={() => setOpenId(c.id)}>
                {c.name}
              </button>
            ),
          },
          { name: t("status"), value: "entity_status", sortKey: "entity_status", slot: (c) => <span data-testid="campaign-status">{t(`statuses.${c.entity_status === "ACTIVE" || c.entity_status === "PAUSED" || c.entity_status === "DRAFT" ? c.entity_status : "UNKNOWN"}`)}</span> },
          { name: t("dailyBudget"), value: "daily_budget", align: "end", slot: (c) => money(c, c.daily_budget) },
          { name: t("totalBudget"), value: "total_budget", align: "end", slot: (c) => money(c, c.total_budget) },
          { name: t("flight"), value: "start_time", slot: (c) => `${day(c.start_time)} – ${day(c.end_time)}` },
          { name: t("adAccount"), value: "ad_account_id" },
          { name: t("actions"), value: "id", slot: (c) => (c.entity_status === "UNKNOWN" ? null : <StatusToggle campaign={c} />) },
        ]}
      />
      {open ? <CampaignDetail campaign={open} /> : null}
    </div>
  );
}
