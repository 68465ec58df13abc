"use client";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useTeamSentimentQuery } from "@/lib/client/queries/sentiment";
import type { SentimentModelLine } from "./sentiment-model-note";

/**
 * Under the sentiment card of a team's analysis: how many labels the team gave, its model's
 * cross-validated accuracy, the retraining job's progress, and (once a newer model is trained than
 * the one behind these figures) a way to see the figures it gives.
 */
export function TeamSentimentPanel({ team, shown }: { team: string; shown: SentimentModelLine | undefined }) {
  const t = useTranslations("analysis.teamSentiment");
  const locale = useLocale();
  const { data } = useTeamSentimentQuery(team);
  if (!data) return null;
  const pct = (x: number) => new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(x);
  const job = data.job;
  const running = job?.status === "queued" || job?.status === "running";
  const progress = job?.progress && job.progress.total ? job.progress.done / job.progress.total : 0;
  const newer = data.model && !running && (shown?.kind !== "team" || shown.team_labels !== data.model.label_count);
  return (
    <div className="mt-3 space-y-2 rounded-lg border border-border bg-background/40 p-3 text-xs" data-testid="team-sentiment" data-labels={data.labels} data-job={job?.status ?? "none"}>
      <p className="font-medium text-foreground">{t("title")}</p>
      <p data-value="labels">{data.labels ? t("labels", { count: data.labels }) : t("none")}</p>
      {data.model ? (
        <p data-value="accuracy">
          {data.model.accuracy === null || data.model.macro_f1 === null
            ? t("needMore", { count: data.model.label_count })
            : t("accuracy", { count: data.model.label_count, accuracy: pct(data.model.accuracy), f1: data.model.macro_f1.toFixed(2) })}
        </p>
      ) : null}
      {running ? (
        <div>
          <p>{job.status === "queued" ? t("queued") : t("training", { done: job.progress?.done ?? 0, total: job.progress?.total ?? 6 })}</p>
          <div role="progressbar" aria-label={t("title")} aria-valuemin={0} aria-valuemax={1} aria-valuenow={progress} className="mt-1 h-1.5 overflow-hidden rounded-full bg-muted">
            <div className="h-full bg-primary transition-[width]" style={{ width: `${Math.max(5, progress * 100)}%` }} />
          </div>
        </div>
      ) : job?.status === "failed" ? (
        <p role="alert" className="text-danger">{t("failed")}</p>
      ) : null}
      {newer ? (
        <Button size="sm" variant="outline" onClick={() => window.location.reload()}>
          {t("useIt")}
        </Button>
      ) : null}
    </div>
  );
}
