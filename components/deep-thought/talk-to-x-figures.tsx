"use client";
import { useLocale, useTranslations } from "next-intl";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useBestTimeQuery } from "@/lib/client/queries/use-best-time-query";
import { useCreatorDashboardQuery } from "@/lib/client/queries/use-creator-dashboard-query";
import { useCreatorPostsQuery } from "@/lib/client/queries/use-creator-posts-query";
import { usePayoutsQuery } from "@/lib/client/queries/use-payouts-query";
import { useNumbers } from "./use-numbers";
import { WEEKDAYS } from "./weekdays";

/** The figures Talk to X answers from, as the other pages show them. */
export function TalkToXFigures({ account }: { account: number }) {
  const t = useTranslations("deepThought.talk");
  const tb = useTranslations("deepThought.bestTime");
  const f = useNumbers();
  const locale = useLocale();
  const dashboard = useCreatorDashboardQuery(account).data;
  const posts = useCreatorPostsQuery(account, { page: 1, page_size: 1, ordering: "-date" }).data;
  const best = useBestTimeQuery(account).data;
  const payout = usePayoutsQuery(account).data;
  const p = payout?.prediction;
  const rows: [string, string | undefined][] = [
    [t("figures.followers"), dashboard && f.count(dashboard.followers)],
    [t("figures.botShare"), dashboard && f.percent(dashboard.quality.share)],
    [t("figures.posts"), posts && f.count(posts.count)],
    [t("figures.medianEngagements"), posts && (posts.medians.engagements === null ? "–" : f.count(posts.medians.engagements))],
    [t("figures.bestTime"), best && (best.best[0] ? tb("slot", { day: tb(`days.${WEEKDAYS[best.best[0].weekday]}`), hour: best.best[0].hour }) : "–")],
    [t("figures.payout"), payout && p && (p.enough ? new Intl.NumberFormat(locale, { style: "currency", currency: payout.currency }).format(p.predicted) : "–")],
  ];
  return (
    <Card data-testid="talk-figures">
      <CardHeader><CardTitle>{t("figures.title")}</CardTitle></CardHeader>
      <CardContent>
        <dl className="space-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-3">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium tabular-nums">{value ?? "…"}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
