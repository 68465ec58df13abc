"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useRef } from "react";
import { Loading } from "@/components/auth/parts";
import { LineChart } from "@/components/analysis/charts/line-chart";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useXStatsQuery } from "@/lib/client/queries/use-x-stats-query";
import { useErrorToast } from "@/lib/client/queries/use-error-toast";
import { ChartPngButton } from "./chart-png-button";
import { ShareBars } from "./share-bars";
import { useDisplayNames } from "./use-display-names";
import { useNumbers } from "./use-numbers";

/** /premium-suite/xstats/:country?: the country's top accounts, hashtags, languages and daily posts in the corpus. */
export function XStatsScreen({ country }: { country: string | null }) {
  const t = useTranslations("deepThought.xstats");
  const f = useNumbers();
  const names = useDisplayNames();
  const router = useRouter();
  const chart = useRef<HTMLDivElement>(null);
  const query = useXStatsQuery(country);
  useErrorToast(query.error);
  const d = query.data;
  if (!d) return <Loading />;
  const posts = d.languages.reduce((s, l) => s + l.posts, 0);
  return (
    <div className="space-y-6">
      <label className="flex items-center gap-3 text-sm">
        {t("country")}
        <select
          className="h-9 rounded-md border border-border bg-card px-2"
          value={d.country ?? ""}
          onChange={(e) => router.push(`/premium-suite/xstats/${encodeURIComponent(e.target.value)}`)}
        >
          {d.countries.map((c) => (
            <option key={c.country} value={c.country}>{names.country(c.country, c.code)} ({f.count(c.accounts)})</option>
          ))}
        </select>
      </label>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card data-testid="xstats-accounts">
          <CardHeader><CardTitle>{t("topAccounts")}</CardTitle></CardHeader>
          <CardContent>
            <ol className="space-y-1 text-sm">
              {d.top_accounts.map((a) => (
                <li key={a.id} className="flex justify-between gap-3"><span className="truncate">{a.name || a.handle} <span className="text-muted-foreground">@{a.handle}</span></span><span className="tabular-nums">{f.count(a.followers_count)}</span></li>
              ))}
            </ol>
          </CardContent>
        </Card>
        <Card data-testid="xstats-languages">
          <CardHeader><CardTitle>{t("languages")}</CardTitle></CardHeader>
          <CardContent><ShareBars base={posts} rows={d.languages.map((l) => ({ label: names.language(l.lang), count: l.posts }))} /></CardContent>
        </Card>
        <Card data-testid="xstats-hashtags">
          <CardHeader><CardTitle>{t("hashtags")}</CardTitle></CardHeader>
          <CardContent>
            {d.hashtags.length ? <ShareBars base={posts} rows={d.hashtags.map((h) => ({ label: `#${h.tag}`, count: h.posts }))} /> : <p className="text-sm text-muted-foreground">{t("none")}</p>}
          </CardContent>
        </Card>
        <Card ref={chart} data-testid="xstats-growth">
          <CardHeader className="flex flex-row items-center justify-between">
            <CardTitle>{t("growth")}</CardTitle>
            <ChartPngButton target={() => chart.current} filename="x-stats-posts.png" />
          </CardHeader>
          <CardContent><LineChart label={t("growth")} series={[{ name: t("growth"), points: d.growth.map((g) => ({ x: g.day, y: g.posts })) }]} /></CardContent>
        </Card>
      </div>
    </div>
  );
}
