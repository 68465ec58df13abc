"use client";
import { useTranslations } from "next-intl";
import { cn } from "@/components/ui/cn";
import { useCorrectSentimentMutation } from "@/lib/client/queries/sentiment";
import type { TeamSentimentLabel } from "@/lib/schemas/sentiment";

const LABELS: TeamSentimentLabel["label"][] = ["negative", "neutral", "positive"];
const TONE: Record<TeamSentimentLabel["label"], string> = {
  negative: "aria-pressed:border-danger aria-pressed:bg-danger/15 aria-pressed:text-danger",
  neutral: "aria-pressed:border-foreground/40 aria-pressed:bg-muted",
  positive: "aria-pressed:border-success aria-pressed:bg-success/15 aria-pressed:text-success",
};

/**
 * One click sets a post's sentiment for the team (the team's model learns from it). The pressed
 * button is the team's label, else the model's, which is marked as such.
 */
export function SentimentCorrection({ team, postId, model, corrected }: { team: string; postId: string; model: string | null | undefined; corrected: TeamSentimentLabel["label"] | undefined }) {
  const t = useTranslations("analysis");
  const correct = useCorrectSentimentMutation(team);
  const shown = correct.isPending ? correct.variables.label : corrected ?? model;
  return (
    <div className="flex flex-wrap items-center gap-1.5 text-xs" role="group" aria-label={t("teamSentiment.correct")} data-sentiment-for={postId} data-corrected={corrected ?? ""}>
      {LABELS.map((label) => (
        <button
          key={label}
          type="button"
          aria-pressed={shown === label}
          disabled={correct.isPending}
          onClick={() => correct.mutate({ postId, label })}
          className={cn("rounded-full border border-border px-2 py-0.5 text-muted-foreground transition-colors hover:bg-muted disabled:opacity-60", TONE[label])}
        >
          {t(label)}
        </button>
      ))}
      <span className="text-muted-foreground">{corrected ? t("teamSentiment.byTeam") : t("teamSentiment.byModel")}</span>
      {correct.isError ? <span role="alert" className="text-danger">{correct.error.message}</span> : null}
    </div>
  );
}
