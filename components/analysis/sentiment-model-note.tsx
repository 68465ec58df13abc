"use client";
import { useLocale, useTranslations } from "next-intl";

export interface SentimentModelLine {
  kind: "base" | "team";
  trained_on: number;
  team_labels: number;
  accuracy: number | null;
  macro_f1: number | null;
  measured_on: number | null;
}

/** The sentiment card's honesty line: which model labelled the posts, how well it measured, and the training set's credit. */
export function SentimentModelNote({ model }: { model: SentimentModelLine }) {
  const t = useTranslations("analysis.sentimentModel");
  const locale = useLocale();
  const n = (x: number) => new Intl.NumberFormat(locale).format(x);
  const measured = model.accuracy !== null && model.macro_f1 !== null && model.measured_on
    ? t(model.kind === "team" ? "measuredTeam" : "measuredBase", {
        accuracy: new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(model.accuracy),
        f1: model.macro_f1.toFixed(2),
        posts: n(model.measured_on),
      })
    : t("unmeasured");
  return (
    <p className="mt-3 text-xs text-muted-foreground" data-testid="sentiment-model">
      {model.kind === "team" ? t("team", { labels: n(model.team_labels) }) : t("base")} {measured} {t("credit", { posts: n(model.trained_on - model.team_labels) })}
    </p>
  );
}
