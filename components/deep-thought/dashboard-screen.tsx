"use client";
import { useRef } from "react";
import { useTranslations } from "next-intl";
import { Loading } from "@/components/auth/parts";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { LineChart } from "@/components/analysis/charts/line-chart";
import { useCreatorDashboardQuery } from "@/lib/client/queries/use-creator-dashboard-query";
import { useErrorToast } from "@/lib/client/queries/use-error-toast";
import type { CreatorAccountView, DashboardView } from "@/lib/schemas/creators";
import { ChartPngButton } from "./chart-png-button";
import { WithActiveAccount } from "./no-account";
import { CountriesCard } from "./countries-card";
import { EnrichmentsCard } from "./enrichments-card";
import { QualityCard } from "./quality-card";
import { useNumbers } from "./use-numbers";
import { WeeklyReportCard } from "./weekly-report-card";

/** /premium-suite: the active account's follower count and change, new followers and unfollowers, growth and audience quality. */
export function DashboardScreen() {
  return <WithActiveAccount>{(account) => <Dashboard account={account} />}</WithActiveAccount>;
}

function Dashboard({ account }: { account: CreatorAccountView }) {
  const t = useTranslations("deepThought");
  const query = useCreatorDashboardQuery(account.id);
  useErrorToast(query.error);
  const f = useNumbers();
  if (!query.data) return <Loading />;
  const d = query.data;
  return (
    <div className="space-y-6">
      <p className="text-sm text-muted-foreground">
        {t("accountLine", { handle: account.handle, since: f.date(d.tracked_since), synced: f.date(account.last_synced_at) })}
      </p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Tile label={t("dashboard.followers")} value={f.count(d.followers)} testId="followers-count" />
        {(["day", "week", "month"] as const).map((w) => (
          <Tile key={w} label={t(`dashboard.change.${w}`)} value={d.change[w] === null ? "—" : f.change(d.change[w]!)} testId={`change-${w}`} />
        ))}
      </div>
      <Moves d={d} />
      <GrowthCard d={d} />
      <QualityCard quality={d.quality} />
      <CountriesCard account={account.id} />
      <EnrichmentsCard account={account.id} />
      <WeeklyReportCard account={account.id} />
    </div>
  );
}

function Tile({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card padding="md" className="gap-1 p-4">
      <p className="text-xs text-muted-foreground">{label}</p>
      <p className="text-2xl font-semibold tabular-nums" data-testid={testId}>{value}</p>
    </Card>
  );
}

function Moves({ d }: { d: DashboardView }) {
  const t = useTranslations("deepThought.dashboard");
  const f = useNumbers();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("moves")}</CardTitle>
      </CardHeader>
      <CardContent>
        <table className="w-full text-sm">
          <thead>
            <tr className="text-start text-muted-foreground">
              <th className="py-1 text-start font-normal" />
              {(["day", "week", "month"] as const).map((w) => (
                <th key={w} className="py-1 text-end font-normal">{t(`window.${w}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(["new_followers", "unfollowers"] as const).map((k) => (
              <tr key={k} className="border-t border-border" data-testid={k}>
                <th className="py-2 text-start font-medium">{t(k)}</th>
                {(["day", "week", "month"] as const).map((w) => (
                  <td key={w} className="py-2 text-end tabular-nums">{f.count(d[k][w])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}

function GrowthCard({ d }: { d: DashboardView }) {
  const t = useTranslations("deepThought.dashboard");
  const card = useRef<HTMLDivElement>(null);
  return (
    <Card ref={card} data-testid="growth-chart">
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle>{t("growth")}</CardTitle>
        <ChartPngButton target={() => card.current} filename="follower-growth.png" />
      </CardHeader>
      <CardContent>
        <LineChart label={t("growth")} series={[{ name: t("followers"), points: d.growth.map((g) => ({ x: g.day, y: g.followers })) }]} />
      </CardContent>
    </Card>
  );
}
