"use client";
import { useTranslations } from "next-intl";
import type { AnalysisSession } from "@/lib/domain/analysis-screen/session";

/** The trend country's trending topics over the conversation window. */
export function TrendingTopics({ session }: { session: AnalysisSession }) {
  const t = useTranslations("analysis");
  const topics = session.trendingTopics;
  if (session.submittedQueryType !== "conversation" || !topics) return null;
  return (
    <section className="rounded-xl border border-border bg-card p-4" data-testid="trending-topics">
      <h2 className="mb-2 text-sm font-semibold">{t("trendingTopics", { country: session.lastQuery?.countryTrend ?? "" })}</h2>
      {topics.length ? (
        <ul className="flex flex-wrap gap-2">
          {topics.slice(0, 15).map((x) => (
            <li key={x.topic} className="rounded-full bg-muted px-3 py-1 text-xs">
              {x.topic} <span className="text-muted-foreground tabular-nums">{x.posts}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t("noTrending")}</p>
      )}
    </section>
  );
}
