"use client";
import { useFormatter, useTranslations } from "next-intl";
import { LineChart } from "@/components/analysis/charts/line-chart";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useCampaignReachQuery, useCampaignStatsQuery } from "@/lib/client/queries/campaigns";

/** Delivery figures of one campaign over time; the sandbox's are a stated simulation and say so. */
export function CampaignStats({ id }: { id: number }) {
  const t = useTranslations("campaigns.stats");
  const format = useFormatter();
  const stats = useCampaignStatsQuery(id);
  const reach = useCampaignReachQuery(id);
  if (!stats.data) return stats.isPending ? <Spinner /> : null;
  const s = stats.data;
  const money = (n: number) => (s.currency ? format.number(n, { style: "currency", currency: s.currency }) : format.number(n));
  const figures = [
    { key: "impressions", value: format.number(s.totals.impressions) },
    { key: "engagements", value: format.number(s.totals.engagements) },
    { key: "clicks", value: format.number(s.totals.clicks) },
    { key: "spend", value: money(s.totals.spend) },
  ] as const;
  return (
    <Card data-testid="campaign-stats">
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        {s.simulated ? (
          <p data-testid="simulated-label" className="text-sm font-medium text-warn">
            {t("simulated")}
          </p>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {figures.map((f) => (
            <div key={f.key} className="rounded-lg border border-border p-3">
              <dt className="text-xs text-muted-foreground">{t(f.key)}</dt>
              <dd data-testid={`stat-${f.key}`} className="text-lg font-semibold">
                {f.value}
              </dd>
            </div>
          ))}
        </dl>
        {s.days.length > 1 ? <LineChart label={t("chart")} series={[{ name: t("impressions"), points: s.days.map((d) => ({ x: d.date, y: d.impressions })) }]} /> : <p className="text-muted-foreground">{t("noDaysYet")}</p>}
        {reach.data ? (
          <p data-testid="campaign-reach" className="text-muted-foreground">
            {t(reach.data.simulated ? "reachSimulated" : "reach", {
              reachMin: format.number(reach.data.daily_reach.min),
              reachMax: format.number(reach.data.daily_reach.max),
              impressionsMin: format.number(reach.data.daily_impressions.min),
              impressionsMax: format.number(reach.data.daily_impressions.max),
            })}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
