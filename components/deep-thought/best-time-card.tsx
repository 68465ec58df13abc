"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { WEEKDAYS } from "./weekdays";
import { Loading } from "@/components/auth/parts";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useBestTimeQuery } from "@/lib/client/queries/use-best-time-query";
import { useErrorToast } from "@/lib/client/queries/use-error-toast";
import { BestTimeHeatmap } from "./best-time-heatmap";
import { useNumbers } from "./use-numbers";

/** Best time to post: the best slots in words, the heat map, and the method; "not enough data" rather than a guess. */
export function BestTimeCard({ account }: { account: number }) {
  const t = useTranslations("deepThought.bestTime");
  const f = useNumbers();
  const query = useBestTimeQuery(account);
  useErrorToast(query.error);
  const d = query.data;
  return (
    <Card data-testid="best-time">
      <CardHeader><CardTitle>{t("title")}</CardTitle></CardHeader>
      <CardContent className="space-y-4">
        {!d ? (
          <Loading />
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              <span data-testid="best-time-base">{t("base", { posts: f.count(d.posts), events: f.count(d.activity_events), zone: d.time_zone })}</span>{" "}
              <Link className="text-primary underline-offset-4 hover:underline" href="/premium-suite/accounts#time-zone">{t("changeZone")}</Link>
            </p>
            {!d.enough ? (
              <p className="rounded-md border border-border p-3 text-sm" data-testid="best-time-not-enough">{t("notEnough", { needed: d.posts_needed })}</p>
            ) : (
              <ol className="space-y-1 text-sm" data-testid="best-slots">
                {d.best.map((c) => (
                  <li key={`${c.weekday}-${c.hour}`}>
                    <span className="font-medium">{t("slot", { day: t(`days.${WEEKDAYS[c.weekday]}`), hour: c.hour })}</span>{" "}
                    <span className="text-muted-foreground">{t("slotWhy", { posts: c.posts, lift: (c.lift ?? 0).toFixed(2), activity: c.activity.toFixed(2) })}</span>
                  </li>
                ))}
              </ol>
            )}
            <BestTimeHeatmap d={d} />
            <p className="text-xs text-muted-foreground">{t("method", { min: d.min_posts_per_cell })}</p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
