"use client";
import { useTranslations } from "next-intl";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { BotShareView } from "@/lib/schemas/creators";
import { useNumbers } from "./use-numbers";

/** Audience quality at a glance: the share of likely bots with its margin, and the method in words. */
export function QualityCard({ quality }: { quality: BotShareView }) {
  const t = useTranslations("deepThought.quality");
  const f = useNumbers();
  return (
    <Card data-testid="audience-quality">
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-3xl font-semibold" data-testid="bot-share">
          {f.percent(quality.share)} <span className="text-base font-normal text-muted-foreground">± {f.percent(quality.margin)}</span>
        </p>
        <p className="text-sm text-muted-foreground">
          {t("summary", { bots: f.count(quality.likely_bots), scored: f.count(quality.scored), followers: f.count(quality.followers) })}
        </p>
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">{t("methodTitle")}</summary>
          <p className="mt-2 text-muted-foreground">{t("method", { threshold: quality.threshold })}</p>
          <ul className="mt-2 space-y-1">
            {quality.signals.map((s) => (
              <li key={s.key} className="flex justify-between gap-4">
                <span>{t(`signals.${s.key}`)}</span>
                <span className="tabular-nums text-muted-foreground">
                  +{s.weight} · {t("accounts", { count: f.count(s.accounts) })}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-muted-foreground">{quality.margin > 0 ? t("marginSample") : t("marginCensus")}</p>
        </details>
      </CardContent>
    </Card>
  );
}
