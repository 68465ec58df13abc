"use client";
import { Suspense } from "react";
import { useTranslations } from "next-intl";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/components/ui/cn";
import type { SectionName } from "@/lib/schemas/analysis";
import type { SectionStats } from "@/lib/domain/analysis-screen/section-stats";

export type CardState = { kind: "loading" } | { kind: "error"; message: string } | { kind: "empty" } | { kind: "ready" };

/**
 * One section of the analysis. The root carries data-section (the downloadable section key of
 * spec §3) and data-section-title (its title in the current language): image export finds cards by them.
 */
export function SectionCard({
  name, title, state, stats, wide, children,
}: { name: SectionName; title: string; state: CardState; stats: SectionStats | null; wide?: boolean; children?: React.ReactNode }) {
  const t = useTranslations("analysis");
  const nf = new Intl.NumberFormat();
  return (
    <Card
      data-section={name}
      data-section-title={title}
      data-state={state.kind}
      aria-busy={state.kind === "loading" || undefined}
      className={cn("min-w-0 break-inside-avoid", wide && "lg:col-span-2")}
    >
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="min-h-24">
        {state.kind === "loading" ? (
          <div className="flex h-24 items-center justify-center gap-2 text-muted-foreground">
            <Spinner size="sm" /> {t("loading")}
          </div>
        ) : state.kind === "error" ? (
          <p role="alert" className="text-danger">{t("cardError", { message: state.message })}</p>
        ) : state.kind === "empty" ? (
          <p className="py-6 text-center text-muted-foreground">{t("empty")}</p>
        ) : (
          <Suspense fallback={<div className="flex h-24 items-center justify-center text-muted-foreground"><Spinner size="sm" /></div>}>{children}</Suspense>
        )}
      </CardContent>
      {stats && state.kind === "ready" ? (
        <CardFooter className="flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" data-testid="section-stats">
          <span data-stat="base">{t("base", { base: `${nf.format(stats.base)} ${t(`units.${stats.unit}`)}` })}</span>
          <span data-stat="coverage">{t("coverage", { coverage: `${(stats.coverage * 100).toFixed(1)}%` })}</span>
          <span data-stat="margin">{stats.margin > 0 ? t("margin", { margin: stats.margin.toFixed(1) }) : t("exact")}</span>
        </CardFooter>
      ) : null}
    </Card>
  );
}
