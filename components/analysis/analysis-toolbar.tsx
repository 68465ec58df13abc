"use client";
import { useLocale, useTranslations } from "next-intl";
import type { AnalysisSession } from "@/lib/domain/analysis-screen/session";
import { ToolbarActions, type AnalysisSlotProps } from "./analysis-slots";

/** The page header: heading, what the analysis covers, and the spot for export and chat controls. */
export function AnalysisToolbar({ heading, session, slot }: { heading: string; session: AnalysisSession; slot: AnalysisSlotProps }) {
  const t = useTranslations("analysis");
  const nf = new Intl.NumberFormat(useLocale());
  const a = session.audience;
  return (
    <header className="flex flex-wrap items-end justify-between gap-4" data-testid="analysis-toolbar">
      <div className="min-w-0 space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{heading}</h1>
        {a ? (
          <p className="text-sm text-muted-foreground" data-testid="audience-line">
            <span className="font-medium text-foreground">{session.submittedHandle}</span> ·{" "}
            {t("audienceLine", { population: nf.format(a.population), sampled: nf.format(a.sampled) })}
            {a.posts_matched !== null ? ` · ${t("postsMatched", { count: nf.format(a.posts_matched) })}` : ""}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">{t("subtitle")}</p>
        )}
        {a?.is_sample ? <p className="text-xs text-muted-foreground">{t("sampleNote")}</p> : null}
      </div>
      <div className="flex items-start gap-2" data-slot="analysis-toolbar-actions">
        <ToolbarActions {...slot} />
      </div>
    </header>
  );
}
