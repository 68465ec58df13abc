"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useTopicClustersQuery } from "@/lib/client/queries/research";
import type { TopicClustersView } from "@/lib/schemas/research";
import { HandleForm } from "./handle-form";
import { QueryError } from "./query-error";

const pct = (n: number) => (Math.round(n * 10) / 10).toLocaleString();

function FeatureList({ title, items, prefix, t }: { title: string; items: TopicClustersView["clusters"][number]["terms"]; prefix: string; t: ReturnType<typeof useTranslations> }) {
  if (!items.length) return null;
  return (
    <div>
      <h3 className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{title}</h3>
      <ul className="mt-1 flex flex-wrap gap-1.5">
        {items.map((f) => (
          <li key={f.feature} className="rounded-full bg-muted px-2.5 py-0.5 text-xs" title={t("lift", { lift: pct(f.lift) })}>
            {prefix}
            {f.feature} <span className="text-muted-foreground">{f.count}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** /topic-clusters: a handle in, its followers' clusters out, with base, coverage and margins. */
export function TopicClustersScreen() {
  const t = useTranslations("research.clusters");
  const [handle, setHandle] = useState<string | null>(null);
  const clusters = useTopicClustersQuery(handle);
  const data = clusters.data;
  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-3xl text-muted-foreground">{t("lead")}</p>
      <HandleForm label={t("handle")} action={clusters.isFetching ? t("running") : t("run")} busy={clusters.isFetching} onSubmit={setHandle} />
      <QueryError error={clusters.error} />
      {data && (
        <section aria-label={t("run")} className="flex flex-col gap-4" data-testid="topic-clusters">
          <p className="text-sm text-muted-foreground" data-testid="clusters-base">
            {t("base", {
              analysed: data.analysed.toLocaleString(),
              population: data.population.toLocaleString(),
              sampled: data.analysed < data.population ? "yes" : "no",
              clustered: data.clustered.toLocaleString(),
              coverage: `${pct(data.coverage * 100)}%`,
              modularity: data.modularity.toFixed(2),
            })}
          </p>
          {!data.clusters.length && <p>{t("none")}</p>}
          <div className="grid gap-4 md:grid-cols-2">
            {data.clusters.map((c, i) => (
              <article key={i} className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5" data-testid="cluster">
                <header className="flex items-baseline justify-between gap-3">
                  <h2 className="font-semibold">
                    {t("cluster", { n: i + 1 })}
                    {c.terms[0] ? ` · #${c.terms[0].feature}` : c.accounts[0] ? ` · @${c.accounts[0].feature}` : ""}
                  </h2>
                  <span className="text-sm text-muted-foreground">
                    {t("size", { size: c.size, share: pct(c.share) })}
                    {c.margin > 0 && ` ${t("margin", { margin: pct(c.margin) })}`}
                  </span>
                </header>
                <FeatureList title={t("terms")} items={c.terms} prefix="#" t={t} />
                <FeatureList title={t("accounts")} items={c.accounts} prefix="@" t={t} />
                <p className="text-xs text-muted-foreground">
                  {t("examples")} {c.sample_handles.map((h) => `@${h}`).join(", ")}
                </p>
              </article>
            ))}
          </div>
          <p className="text-xs text-muted-foreground">{t("method", { method: data.method })}</p>
        </section>
      )}
    </div>
  );
}
